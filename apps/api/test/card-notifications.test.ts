// The card battle's notifications as members read them (GET /api/notifications, the badge's count, the
// lobby's order) and its emails against a local SMTP server, on both stacks.
import { type DeadlineWarningJob, LAST_WARNING } from '@app/card-battle';
import { matches, matchQueue, notificationSettings, pushSubscriptions } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/modules/mail/index.ts';
import {
  deadlineEmailFollowUp,
  emailUnsubscribeKey,
  type NotificationMailContext,
  sendDigests,
} from '../src/modules/notification-mail/index.ts';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, type FakeSmtp, messagesTo as sentTo, startFakeSmtp, suiteTestApp } from './support.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(STACKS)('card notifications on %s', (stack) => {
  const t = suiteTestApp(stack);
  const call = appCaller(() => t.app);
  let smtp: FakeSmtp;
  let mail: NotificationMailContext;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mail = {
      db: t.app.db,
      mailer: createMailer({ smtpUrl: smtp.url, mailFrom: 'Dopamine Deals <drops@deals.example>' }),
      publicBaseUrl: t.config.publicBaseUrl,
      unsubscribeKey: emailUnsubscribeKey(t.config.jwtSecret),
    };
  });
  afterAll(async () => {
    mail?.mailer.close();
    await smtp?.close();
  });

  /** An async match between two new members (the first waited in the queue), and whose move it is. */
  async function asyncMatch() {
    await t.app.db.delete(matchQueue);
    const [a, b] = [await registerMember(t.app), await registerMember(t.app)];
    await call('POST', '/api/card/queue/join', a.token, { mode: 'async' });
    const { matchId } = (await call('POST', '/api/card/queue/join', b.token, { mode: 'async' })).json();
    const view = (await call('GET', `/api/card/matches/${matchId}`, a.token)).json();
    const toMove = view.current_turn === view.you ? a : b;
    return { matchId: matchId as string, a, b, toMove, other: toMove === a ? b : a };
  }

  const endTurn = (member: Member, matchId: string) =>
    call('POST', `/api/card/matches/${matchId}/end-turn`, member.token, {});
  const listOf = async (member: Member) => (await call('GET', '/api/notifications', member.token)).json();
  /** The messages to a member, decoded (support.ts' messagesTo). */
  const messagesTo = (member: Member) => sentTo(smtp, `${member.user.username}@example.com`);

  it('lists card notifications with the match id, the opponent as actor and no forum fields; links to the match', async () => {
    const { matchId, a, b, toMove, other } = await asyncMatch();
    expect((await endTurn(toMove, matchId)).statusCode).toBe(200);
    const list = await listOf(other);
    const yourTurn = list.notifications.find((item: { kind: string }) => item.kind === 'your_turn');
    expect(yourTurn).toMatchObject({
      kind: 'your_turn',
      match_id: matchId,
      actor: { id: toMove.user.id, username: toMove.user.username },
      thread_id: null,
      thread_title: null,
      reply_id: null,
      about: null,
      read: false,
    });
    expect(list.unread_count).toBeGreaterThanOrEqual(1);
    // The member who waited in the queue heard their match was found, once.
    const found = (await listOf(a)).notifications.filter(
      (item: { kind: string }) => item.kind === 'match_found',
    );
    expect(found).toMatchObject([{ match_id: matchId, actor: { id: b.user.id } }]);
    // The mover, on the board over HTTP, is told nothing of their own move.
    const mine = (await listOf(toMove)).notifications.filter(
      (item: { kind: string }) => item.kind === 'your_turn',
    );
    expect(mine).toEqual([]);
  });

  it("counts the async games waiting on the member's move, and lists theirs first, then by deadline", async () => {
    const first = await asyncMatch();
    const me = first.toMove;
    await t.app.db.delete(matchQueue);
    const rival = await registerMember(t.app);
    await call('POST', '/api/card/queue/join', rival.token, { mode: 'async' });
    const { matchId: second } = (
      await call('POST', '/api/card/queue/join', me.token, { mode: 'async' })
    ).json();
    // In the second match it is the rival's move (ended by me if it was mine).
    const view = (await call('GET', `/api/card/matches/${second}`, me.token)).json();
    if (view.current_turn === view.you) await endTurn(me, second);
    // The game waiting on me runs out later than the one waiting on the rival: it still comes first.
    await t.app.db
      .update(matches)
      .set({ turnDeadline: new Date(Date.now() + 20 * HOUR) })
      .where(eq(matches.id, first.matchId));
    await t.app.db
      .update(matches)
      .set({ turnDeadline: new Date(Date.now() + 2 * HOUR) })
      .where(eq(matches.id, second));
    expect((await call('GET', '/api/card/games/waiting', me.token)).json()).toEqual({ waiting: 1 });
    expect((await call('GET', '/api/card/games/waiting', rival.token)).json()).toEqual({ waiting: 1 });
    const games = (await call('GET', '/api/card/games/active', me.token)).json().games;
    expect(games.map((game: { id: string }) => game.id)).toEqual([first.matchId, second]);
    expect((await call('GET', '/api/card/games/waiting')).statusCode).toBe(401);
  });

  it('emails one digest a day however many moves, only once a game has waited two hours, with a one-click unsubscribe', async () => {
    const { matchId, toMove, other } = await asyncMatch();
    // Nothing has waited two hours yet.
    await sendDigests(mail);
    expect(messagesTo(toMove)).toEqual([]);
    // Three hours on, or the UTC midnight after when that is late in a day: the runs below fall on one day.
    const threeHoursOn = Date.now() + 3 * HOUR;
    const later = threeHoursOn % DAY > DAY - 3 * HOUR ? Math.ceil(threeHoursOn / DAY) * DAY : threeHoursOn;
    await sendDigests(mail, later);
    await sendDigests(mail, later + 60_000);
    // Moves back and forth, then the digest job again the same day: still one.
    await endTurn(toMove, matchId);
    await endTurn(other, matchId);
    await sendDigests(mail, later + 2 * HOUR);
    const sent = messagesTo(toMove);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Your move in 1 card game');
    expect(sent[0]).toContain(`${t.config.publicBaseUrl}/card-game/${matchId}`);
    expect(sent[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /List-Unsubscribe: <([^>]+)>/.exec(sent[0] ?? '')?.[1] ?? '';
    expect(link).toContain('kind=digest');
    // The mail client's one-click POST turns the digest off (only the digest).
    const forged = await call(
      'POST',
      `${new URL(link).pathname}${new URL(link).search.replace(/token=[^&]+/, 'token=x')}`,
    );
    expect(forged.statusCode).toBe(400);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${new URL(link).pathname}${new URL(link).search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    const [settings] = await t.app.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, toMove.user.id));
    expect(settings).toMatchObject({ emailDigest: false, deadlineEmail: true });
    // The next day: none for the member who unsubscribed.
    await sendDigests(mail, later + 26 * HOUR);
    expect(messagesTo(toMove)).toHaveLength(1);
  });

  /** Runs the turn's last warning as the worker does, with the deadline email after it. */
  async function lastWarning(matchId: string) {
    const match = await t.app.matches.load(matchId);
    if (!match) throw new Error('no match');
    const job: DeadlineWarningJob = {
      matchId,
      turnCount: match.state.turnCount,
      deadline: match.state.turnDeadline,
      mark: LAST_WARNING,
    };
    const handlers = t.app.matches.jobHandlers(deadlineEmailFollowUp(mail));
    return () => handlers['match.deadline-warning']?.(job);
  }

  it('emails the last warning once to a member without push, and not for a turn already played', async () => {
    const { matchId, toMove, other } = await asyncMatch();
    const warn = await lastWarning(matchId);
    await warn();
    await warn();
    const sent = messagesTo(toMove);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/Subject: \d+ hours? left for your move against/);
    expect(sent[0]).toContain(`/card-game/${matchId}`);
    expect(sent[0]).toContain('kind=deadline');
    const played = await asyncMatch();
    const stale = await lastWarning(played.matchId);
    await endTurn(played.toMove, played.matchId);
    await stale();
    expect(messagesTo(played.toMove)).toEqual([]);
    expect(messagesTo(other)).toEqual([]);
  });

  it('sends no deadline email to a member with push who opened the match this turn, or who turned it off', async () => {
    const withPush = await asyncMatch();
    await t.app.db.insert(pushSubscriptions).values({
      userId: withPush.toMove.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${withPush.matchId}`,
      p256dh: 'BOr1o8jnC7jrz7WD7QnF0t7sMBN5yMYqm7FmYJvQs1fcuH3rR8M2z6Kd0YXu4JY0Yq0F9hVwq3m8bU4w0cX8jXk',
      auth: 'c2VjcmV0LWF1dGgtMTY',
    });
    await call('GET', `/api/card/matches/${withPush.matchId}`, withPush.toMove.token);
    await (await lastWarning(withPush.matchId))();
    expect(messagesTo(withPush.toMove)).toEqual([]);
    const optedOut = await asyncMatch();
    await t.app.db
      .insert(notificationSettings)
      .values({ userId: optedOut.toMove.user.id, deadlineEmail: false });
    await (await lastWarning(optedOut.matchId))();
    expect(messagesTo(optedOut.toMove)).toEqual([]);
    // Each still got the bell's warning.
    const warned = (await listOf(optedOut.toMove)).notifications.filter(
      (item: { kind: string }) => item.kind === 'deadline_soon',
    );
    expect(warned).toMatchObject([{ match_id: optedOut.matchId, detail: { left_seconds: 3600 } }]);
  });
});
