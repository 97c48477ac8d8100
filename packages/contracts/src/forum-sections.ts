// The forum's fixed structure (product spec 3 §3): its sections and categories, post types, tags, the post
// templates of three categories, and the limits of a post.

/** A category as the table below writes it: slug, name and description. */
type CategoryRow = readonly [slug: string, name: string, description: string];

export interface ForumCategory {
  slug: string;
  name: string;
  description: string;
}

export interface ForumSection extends ForumCategory {
  categories: readonly ForumCategory[];
}

const section = (
  slug: string,
  name: string,
  description: string,
  categories: readonly CategoryRow[],
): ForumSection => ({
  slug,
  name,
  description,
  categories: categories.map(([slug, name, description]) => ({ slug, name, description })),
});

/** The sections and their categories, in the order pages show them. */
export const FORUM_SECTIONS: readonly ForumSection[] = [
  section('announcements', 'Announcements', 'News from the team: what changed and what is coming.', [
    ['news', 'News', 'What is new at Dopamine Deals.'],
    ['changelogs', 'Changelogs', 'What changed on the site, release by release.'],
    ['roadmap', 'Roadmap', 'What we are building next.'],
  ]),
  section('community', 'Community', 'Hang out, share finds and have fun.', [
    ['memes', 'Memes', 'Shopping memes, the weirder the better.'],
    ['show-and-tell', 'Show and Tell', 'Show off what you bought.'],
    ['weekly-caption', 'Weekly Caption', 'Caption the week’s picture.'],
    ['off-topic', 'Off-Topic', 'Anything else.'],
  ]),
  section('buying-deals', 'Buying & Deals', 'Deals, price checks and help finding things.', [
    ['hot-deals', 'Hot Deals', 'Deals worth sharing, with price and store.'],
    ['price-checks', 'Price Checks', 'Is this a good price?'],
    ['sourcing-help', 'Sourcing Help', 'Help me find this.'],
  ]),
  section('reviews', 'Reviews', 'Honest takes on what people bought.', [
    ['product-reviews', 'Product Reviews', 'Pros, cons and a verdict.'],
    ['wtb-tested', 'WTB: Tested', 'Wanted to buy it, tested it first.'],
    ['comparisons', 'Comparisons', 'This or that, side by side.'],
  ]),
  section('support', 'Support', 'Questions about the site, bugs and feedback.', [
    ['how-to', 'How-To', 'How do I…?'],
    ['bug-reports', 'Bug Reports', 'Something broke? Tell us.'],
    ['feedback', 'Feedback', 'Ideas and wishes for the site.'],
  ]),
];

export const SECTION_SLUGS = FORUM_SECTIONS.map((entry) => entry.slug);
/** Every category's slug, section by section. */
export const CATEGORY_SLUGS = FORUM_SECTIONS.flatMap((entry) =>
  entry.categories.map((category) => category.slug),
);

/** The section a category belongs to, or undefined for an unknown category. */
export const sectionOfCategory = (category: string) =>
  FORUM_SECTIONS.find((entry) => entry.categories.some((candidate) => candidate.slug === category));

export const POST_TYPES = ['question', 'deal', 'review', 'show-and-tell', 'discussion', 'support'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** How pages name a post type: its name, an icon and what it is for (the new thread's step 1, badges). */
export const POST_TYPE_DETAILS: Record<PostType, { name: string; icon: string; description: string }> = {
  question: { name: 'Question', icon: '❓', description: 'Ask the community for help or advice.' },
  deal: { name: 'Deal', icon: '🏷️', description: 'Share a price worth grabbing, with the store.' },
  review: { name: 'Review', icon: '⭐', description: 'Tell others how something you bought turned out.' },
  'show-and-tell': { name: 'Show and Tell', icon: '📸', description: 'Show off something you bought.' },
  discussion: { name: 'Discussion', icon: '💬', description: 'Start a conversation about anything.' },
  support: { name: 'Support', icon: '🛟', description: 'Get help with the site or your account.' },
};

/** A stored post type's name, or the stored word itself for one the list does not know. */
export const postTypeName = (type: string) => POST_TYPE_DETAILS[type as PostType]?.name ?? type;

/** Post types that may attach a product (product spec 3 §5). */
export const PRODUCT_POST_TYPES: readonly PostType[] = ['deal', 'review', 'show-and-tell'];

/** Tag groups (flairs): a thread carries at most one tag of each group. */
export const FLAIR_GROUPS = {
  product_type: ['apparel', 'tech', 'outdoors', 'home'],
  price_range: ['budget', 'midrange', 'premium'],
  region: ['us', 'eu', 'jp', 'global'],
} as const;

/** Every tag of every group. */
export const FLAIRS: readonly string[] = Object.values(FLAIR_GROUPS).flat();

export const FLAIR_LABELS: Record<string, string> = {
  budget: 'budget ($)',
  midrange: 'midrange ($$)',
  premium: 'premium ($$$)',
};

export interface TemplateField {
  name: string;
  label: string;
  type: 'text' | 'date' | 'url' | 'textarea' | 'number';
  required: boolean;
}

const field = (
  name: string,
  label: string,
  type: TemplateField['type'],
  required: boolean,
): TemplateField => ({ name, label, type, required });

/** Post templates of three categories (product spec 3 §3): filled in, they are appended to the content. */
export const POST_TEMPLATES: Record<string, readonly TemplateField[]> = {
  'hot-deals': [
    field('price', 'Price', 'text', true),
    field('store', 'Store', 'text', true),
    field('expiry', 'Expiry', 'date', false),
    field('product_link', 'Product Link', 'url', true),
  ],
  'product-reviews': [
    field('pros', 'Pros', 'textarea', false),
    field('cons', 'Cons', 'textarea', false),
    field('verdict', 'Verdict', 'textarea', true),
    field('rating', 'Rating (1-5)', 'number', true),
  ],
  'bug-reports': [
    field('issue', 'Issue', 'textarea', false),
    field('steps_to_reproduce', 'Steps to Reproduce', 'textarea', true),
    field('expected_behavior', 'Expected Behavior', 'textarea', false),
    field('device', 'Device', 'text', false),
  ],
};

export const THREAD_TITLE_MAX = 100;
export const THREAD_CONTENT_MAX = 20_000;
export const REPLY_CONTENT_MAX = 10_000;
export const THREAD_SORTS = ['hot', 'new', 'top', 'active'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
export const TIME_RANGES = ['24h', '7d', '30d', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
