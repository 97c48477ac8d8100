/** Collection catalogue (spec 1 §2 Collections, §3 Collection). The slug doubles as the id. */
export interface Collection {
  id: string;
  slug: string;
  name: string;
  emoji: string;
  description: string;
  showInDropdown: boolean;
}

const c = (slug: string, emoji: string, name: string, description: string, showInDropdown = false) => ({
  id: slug,
  slug,
  name,
  emoji,
  description,
  showInDropdown,
});

export const COLLECTIONS: ReadonlyArray<Collection> = [
  c('tech', '🤖', 'Tech & Gadgets', 'Gadgets that make you say "wait, that exists?"', true),
  c('gaming', '🎮', 'Gaming', 'Level up your setup with gear gamers actually want.'),
  c('health', '🧘', 'Health & Wellness', 'Feel-good finds for body and brain.'),
  c('mom', '💐', 'Gifts for Mom', 'Thoughtful, funny and fabulous picks for the best mom.', true),
  c(
    'fathers-day',
    '🧔',
    "Father's Day",
    'Gifts dads will pretend they did not want (and then use daily).',
    true,
  ),
  c('meme-gifts', '😂', 'Meme Gifts', 'The internet, but you can hold it.', true),
  c('tiktok', '📱', 'TikTok Made Me Buy It', 'Viral finds straight off the For You page.', true),
  c('beauty', '💄', 'Beauty', 'Glow-up tools and self-care treats.'),
  c('home', '🏠', 'Home', 'Make your place weirder, cozier and cooler.'),
  c('kitchen', '🍳', 'Kitchen', 'Cooking gadgets you never knew you needed.'),
  c('outdoors', '🏕️', 'Outdoors', 'Gear for touching grass in style.'),
  c('toys', '🧸', 'Toys', 'Fun for kids and kids at heart.'),
  c('partner', '💘', 'For Your Partner', 'Gifts that say "I pay attention" (or at least "I tried").'),
  c('clothing', '👕', 'Clothing', 'Wearable conversation starters.'),
  c('alcohol', '🍸', 'Drinks & Bar', 'Bar gear and boozy gifts for grown-ups.'),
  c('tech-tools', '🛠️', 'Tech Tools', 'Tools and accessories for tinkerers.'),
  c('bathroom', '🛁', 'Bathroom', 'Upgrades for your most-visited room.'),
  c('pets', '🐶', 'Pets', 'Spoil the real boss of the house.'),
  c('kids', '🧒', 'Kids', 'Gifts that beat screen time (sometimes).'),
  c('car', '🚗', 'Car', 'Road-trip upgrades and car gadgets.'),
  c('preserved', '🦋', 'Preserved Oddities', 'Curious preserved specimens and forever flowers.'),
];

export const DROPDOWN_COLLECTIONS = COLLECTIONS.filter((collection) => collection.showInDropdown);

export const collectionPath = (slug: string) => `/collections/${slug}`;
