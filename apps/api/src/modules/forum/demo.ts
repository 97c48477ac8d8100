import type { PostType } from '@app/contracts';
import { type AppDatabase, forumThreads, users } from '@app/db';
import { inArray, sql } from 'drizzle-orm';
import { acceptAnswer, toggleHype } from './hype-and-answers.ts';
import { updateThread } from './moderation.ts';
import { createReply } from './replies.ts';
import { createThread } from './threads.ts';

/** The demo's members: they cannot log in (no password), they only make the forum look lived in. */
const MEMBERS = ['dopamine_team', 'bargain_ben', 'cozy_cleo', 'gadget_gwen'] as const;
type DemoMember = (typeof MEMBERS)[number];

interface DemoThread {
  by: DemoMember;
  title: string;
  content: string;
  category: string;
  section: string;
  postType: PostType;
  flairs?: string[];
  pinned?: boolean;
  replies?: {
    by: DemoMember;
    content: string;
    answers?: { by: DemoMember; content: string }[];
    accepted?: boolean;
  }[];
  hypedBy?: DemoMember[];
}

const THREADS: DemoThread[] = [
  {
    by: 'dopamine_team',
    title: 'Welcome to the Dopamine Deals forum!',
    content:
      'Share the weird, viral and wonderful things you find, ask for help finding gifts, and tell us what to build next.\n\n- Post deals in **Hot Deals** with price and store\n- Honest takes go in **Product Reviews**\n- Be kind, and report what breaks the rules',
    category: 'news',
    section: 'announcements',
    postType: 'discussion',
    pinned: true,
    hypedBy: ['bargain_ben', 'cozy_cleo', 'gadget_gwen'],
  },
  {
    by: 'bargain_ben',
    title: 'Galaxy Star Projector down to $19.99 today',
    content:
      'Was $29.99 last week. Turns a bedroom into a nebula, my kids will not go to sleep without it now.\n\n---\n\n**Price:** $19.99\n\n**Store:** Amazon',
    category: 'hot-deals',
    section: 'buying-deals',
    postType: 'deal',
    flairs: ['tech', 'budget'],
    replies: [
      {
        by: 'cozy_cleo',
        content: 'Grabbed one for my sister, thanks! Does it have a timer?',
        answers: [{ by: 'bargain_ben', content: '@cozy_cleo yes: 1 or 2 hours, then it fades out.' }],
      },
    ],
    hypedBy: ['cozy_cleo', 'gadget_gwen'],
  },
  {
    by: 'cozy_cleo',
    title: 'Review: the glow-in-the-dark plant pot after a month',
    content:
      'It charges in daylight and glows for about two hours. The plant is thriving, the glow is softer than the photos.\n\n**Pros:** cute, no batteries\n\n**Cons:** glow fades by midnight\n\n**Verdict:** a great small gift',
    category: 'product-reviews',
    section: 'reviews',
    postType: 'review',
    replies: [{ by: 'gadget_gwen', content: 'Good to know about the glow time. Adding it to my wishlist.' }],
    hypedBy: ['bargain_ben'],
  },
  {
    by: 'gadget_gwen',
    title: 'How do I share my wishlist with my family?',
    content: 'Birthday is coming up and I would like to send them one link. Is that possible?',
    category: 'how-to',
    section: 'support',
    postType: 'question',
    replies: [
      {
        by: 'dopamine_team',
        content:
          'Open your wishlist, tick **Make public**, then copy the share link under it. Anyone with the link can see the list.',
        accepted: true,
      },
    ],
  },
  {
    by: 'gadget_gwen',
    title: 'When the package arrives before you remember ordering it',
    content: 'Past me is the best gift giver I know.',
    category: 'memes',
    section: 'community',
    postType: 'discussion',
    hypedBy: ['bargain_ben', 'cozy_cleo', 'dopamine_team'],
  },
  {
    by: 'bargain_ben',
    title: 'Feature request: price drop alerts for my wishlist',
    content: 'Would be nice to get a notification when something on my wishlist gets cheaper.',
    category: 'feedback',
    section: 'support',
    postType: 'discussion',
    replies: [{ by: 'dopamine_team', content: 'Noted for the roadmap, thanks Ben!' }],
  },
];

/**
 * Fills an empty forum with a few threads, replies and hype, so the quick start's forum is not a blank page.
 * Only the embedded default calls it (see all-in-one), and only once: it does nothing when any thread exists.
 */
export async function seedDemoForum(db: AppDatabase) {
  const [existing] = await db.select({ id: forumThreads.id }).from(forumThreads).limit(1);
  if (existing) return false;
  await db
    .insert(users)
    .values(
      MEMBERS.map((username) => ({
        username,
        email: `${username}@demo.dopamine-deals.invalid`,
        isModerator: username === 'dopamine_team',
        createdAt: sql`now() - interval '30 days'`,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...MEMBERS]));
  const id = (member: DemoMember) => {
    const row = rows.find((entry) => entry.username === member);
    if (!row) throw new Error(`demo member ${member} is missing`);
    return row.id;
  };
  for (const demo of THREADS) {
    const thread = await createThread(db, id(demo.by), {
      title: demo.title,
      content: demo.content,
      category: demo.category,
      section: demo.section,
      postType: demo.postType,
      flairs: demo.flairs ?? [],
      imageUrl: null,
      productId: null,
    });
    if (demo.pinned) await updateThread(db, id('dopamine_team'), thread.id, { isPinned: true });
    for (const reply of demo.replies ?? []) {
      const { reply: posted } = await createReply(db, id(reply.by), {
        threadId: thread.id,
        content: reply.content,
        parentReplyId: null,
      });
      for (const answer of reply.answers ?? []) {
        await createReply(db, id(answer.by), {
          threadId: thread.id,
          content: answer.content,
          parentReplyId: posted.id,
        });
      }
      if (reply.accepted) await acceptAnswer(db, id(demo.by), posted.id);
    }
    for (const fan of demo.hypedBy ?? []) await toggleHype(db, id(fan), { kind: 'thread', id: thread.id });
  }
  return true;
}
