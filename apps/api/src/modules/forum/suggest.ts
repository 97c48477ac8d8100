import { FORUM_SECTIONS, type PostType, sectionOfCategory } from '@app/contracts';

/**
 * Where an unfiled thread probably belongs: a keyword scorer over its title and content (documented in
 * docs/decisions.md, Forum admin tools). Each category has cue words and phrases; a cue found in the title
 * counts 3, in the content 1, each cue once per field. The best score wins; a tie goes to the category
 * that comes first on the forum's home page; no cue at all suggests Off-Topic with confidence 0.
 * Confidence is the winner's share of the two best scores (1 when nothing else matched).
 */
const CATEGORY_CUES: Record<string, readonly string[]> = {
  news: ['announcement', 'announcing', 'news', 'launch', 'welcome', 'introducing'],
  changelogs: ['changelog', 'release notes', 'released', 'version', 'patch', 'what changed'],
  roadmap: ['roadmap', 'coming soon', 'planned', 'upcoming', 'next month', 'future plans'],
  memes: ['meme', 'lol', 'lmao', 'funny', 'joke', 'when you'],
  'show-and-tell': [
    'haul',
    'look what',
    'just got',
    'arrived',
    'finally got',
    'showing off',
    'show off',
    'unboxing',
    'my setup',
  ],
  'weekly-caption': ['caption'],
  'off-topic': ['off-topic', 'off topic', 'random thought', 'anyone else', 'weekend'],
  'hot-deals': [
    'deal',
    'discount',
    'sale',
    'coupon',
    'promo',
    'price drop',
    'lightning deal',
    'bargain',
    '% off',
    'half price',
  ],
  'price-checks': [
    'price check',
    'good price',
    'a good price',
    'is this a good',
    'worth it at',
    'lowest price',
    'price history',
    'overpriced',
  ],
  'sourcing-help': [
    'where can i find',
    'where to buy',
    'looking for',
    'help me find',
    'anyone know where',
    'what is this called',
  ],
  'product-reviews': ['review', 'pros', 'cons', 'verdict', 'rating', 'stars', 'after a month', 'honest'],
  'wtb-tested': ['tested', 'before buying', 'put to the test', 'tried it', 'trial'],
  comparisons: [' vs ', 'vs.', 'versus', 'compare', 'comparison', 'better than', 'which one'],
  'how-to': ['how do i', 'how to', 'how can i', 'tutorial', 'guide', 'set up', 'step by step'],
  'bug-reports': [
    'bug',
    'broken',
    'error',
    'crash',
    'not working',
    "doesn't work",
    'glitch',
    "can't log in",
    '404',
  ],
  feedback: ['feedback', 'suggestion', 'feature request', 'would be nice', 'please add', 'idea', 'wish'],
};

/** Post types by cue words, and the type each category implies (worth 2). Default: discussion. */
const TYPE_CUES: Record<PostType, readonly string[]> = {
  question: ['how do i', 'how can i', 'where can i', 'which', 'anyone know', 'should i', 'is it worth'],
  deal: ['deal', 'discount', 'coupon', 'sale', '% off', 'price drop'],
  review: ['review', 'pros', 'cons', 'verdict', 'rating'],
  'show-and-tell': ['haul', 'look what', 'just got', 'my setup', 'showing off'],
  discussion: [],
  support: ['bug', 'error', 'broken', 'crash', 'not working', "can't log in"],
};
const CATEGORY_TYPE: Record<string, PostType> = {
  'hot-deals': 'deal',
  'price-checks': 'question',
  'sourcing-help': 'question',
  'product-reviews': 'review',
  'wtb-tested': 'review',
  'show-and-tell': 'show-and-tell',
  'how-to': 'question',
  'bug-reports': 'support',
};

const PRICE = /\$\s?\d/;
const ORDER = FORUM_SECTIONS.flatMap((section) => section.categories.map((category) => category.slug));

function cueScore(cues: readonly string[], title: string, content: string) {
  let score = 0;
  for (const cue of cues) {
    if (title.includes(cue)) score += 3;
    if (content.includes(cue)) score += 1;
  }
  return score;
}

export interface FilingSuggestion {
  category: string;
  section: string;
  post_type: PostType;
  confidence: number;
}

export function suggestFiling(title: string, content: string): FilingSuggestion {
  // Padded with spaces so cues like ' vs ' match at the edges too.
  const t = ` ${title.toLowerCase()} `;
  const c = ` ${content.toLowerCase()} `;
  const scores = ORDER.map((slug) => {
    let score = cueScore(CATEGORY_CUES[slug] ?? [], t, c);
    if (slug === 'hot-deals') score += (PRICE.test(t) ? 3 : 0) + (PRICE.test(c) ? 1 : 0);
    return { slug, score };
  });
  const ranked = [...scores].sort(
    (a, b) => b.score - a.score || ORDER.indexOf(a.slug) - ORDER.indexOf(b.slug),
  );
  const [best, second] = ranked;
  const category = best && best.score > 0 ? best.slug : 'off-topic';
  const confidence =
    best && best.score > 0 ? Math.round((best.score / (best.score + (second?.score ?? 0))) * 100) / 100 : 0;

  const typeScores = (Object.keys(TYPE_CUES) as PostType[]).map((type) => {
    let score = cueScore(TYPE_CUES[type], t, c);
    if (type === 'question' && title.trim().endsWith('?')) score += 3;
    if (type === 'deal') score += PRICE.test(t) ? 2 : 0;
    if (CATEGORY_TYPE[category] === type) score += 2;
    return { type, score };
  });
  const bestType = typeScores.reduce((top, entry) => (entry.score > top.score ? entry : top), {
    type: 'discussion' as PostType,
    score: 0,
  });
  return {
    category,
    section: sectionOfCategory(category)?.slug ?? 'community',
    post_type: bestType.type,
    confidence,
  };
}
