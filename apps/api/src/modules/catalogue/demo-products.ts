import { createHash } from 'node:crypto';
import { amazonProductUrl, type RawProduct } from './normalise.ts';

/**
 * The demo catalogue loaded on the first start of an empty database: weird, viral and gift
 * products across every collection. Images are generated SVGs shipped with the web app
 * (apps/api/scripts/generate-demo-images.ts). ASINs are placeholders derived from the id.
 */
export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  /** As a shop would send it: a number, text with $ and commas, or nothing. */
  price: number | string | null;
  categories: string[];
  /** How many days before the first start it dropped. */
  daysAgo: number;
  /** The big emoji on the generated image. */
  emoji: string;
  /** Emojis of extra carousel images (written as <id>-2.svg, <id>-3.svg). */
  moreImages?: string[];
  viralFactor?: string;
  /** Products from other retailers: their product page. */
  otherUrl?: string;
  /** No image yet (the storefront shows its placeholder). */
  noImage?: boolean;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Tech & Gadgets
  {
    id: '1',
    name: 'Galaxy Star Projector Night Light',
    description:
      'Turns any bedroom ceiling into a slow-spinning nebula with 16 colours, a sleep timer and a remote you will lose within a week. Flat-earthers hate it.',
    price: 29.99,
    categories: ['tech', 'home', 'tiktok'],
    daysAgo: 2,
    emoji: '🌌',
    moreImages: ['✨', '🪐'],
    viralFactor: '🔥 4.1M views',
  },
  {
    id: 'levitating-moon-lamp',
    name: 'Levitating Moon Lamp',
    description:
      'A 3D-printed moon that floats and spins above a magnetic base. It does absolutely nothing useful and everyone who sees it asks where you got it.',
    price: '$89.99',
    categories: ['tech', 'home'],
    daysAgo: 11,
    emoji: '🌕',
    viralFactor: '🔥 1.2M views',
  },
  {
    id: 'translator-earbuds',
    name: 'Real-Time Translator Earbuds',
    description:
      'Two earbuds, 40 languages, zero awkward pointing at menus. Hand one to a stranger and have an actual conversation. Sci-fi is here and it costs less than dinner for two.',
    price: 59.99,
    categories: ['tech', 'tiktok'],
    daysAgo: 27,
    emoji: '🎧',
  },
  {
    id: 'mini-desk-vacuum',
    name: 'Mini Desk Vacuum Shaped Like a Dump Truck',
    description:
      'Drives crumbs, eraser dust and shame away from your keyboard. USB-rechargeable, suspiciously satisfying, and the closest you will get to owning a construction vehicle at work.',
    price: 14.99,
    categories: ['tech', 'tech-tools'],
    daysAgo: 39,
    emoji: '🚛',
  },
  {
    id: 'smart-sleep-ring',
    name: 'Sleep-Tracking Smart Ring',
    description:
      'Tracks sleep, heart rate and how many times you checked your phone at 3 a.m. (all of them). No screen, no subscription, just quiet judgement in titanium.',
    price: '$249.00',
    categories: ['tech', 'health'],
    daysAgo: 52,
    emoji: '💍',
  },

  // Gaming
  {
    id: 'retro-handheld-console',
    name: 'Retro Handheld Console (10,000 Games)',
    description:
      'A pocket-sized time machine to every Saturday morning of your childhood. Plugs into the TV, takes a second controller, and absolutely will make you late for something.',
    price: 69.99,
    categories: ['gaming', 'tiktok', 'kids'],
    daysAgo: 4,
    emoji: '🕹️',
    moreImages: ['👾'],
    viralFactor: '🔥 3.8M views',
  },
  {
    id: 'toaster-controller-dock',
    name: 'Controller Charging Dock That Looks Like a Toaster',
    description:
      'Drop your controllers in like two slices of bread and they come out fully charged. Golden brown not included.',
    price: 24.99,
    categories: ['gaming', 'meme-gifts'],
    daysAgo: 18,
    emoji: '🍞',
  },
  {
    id: 'potion-bottle-lamp',
    name: 'Potion Bottle RGB Desk Lamp',
    description:
      'A glowing health potion for your battlestation. Sixteen colours, touch control, +10 vibes. Does not restore HP, but it does restore the will to finish one more quest.',
    price: 34.99,
    categories: ['gaming', 'home'],
    daysAgo: 33,
    emoji: '🧪',
  },
  {
    id: 'health-bar-mug',
    name: 'Health Bar Colour-Changing Mug',
    description:
      'Pour in hot coffee and the hearts fill up. Drink it and watch your health drain in real time. The most honest mug ever made.',
    price: 19.99,
    categories: ['gaming', 'meme-gifts', 'kitchen'],
    daysAgo: 45,
    emoji: '❤️',
  },

  // Health & Wellness
  {
    id: 'acupressure-mat',
    name: 'Acupressure Bed of Nails Mat',
    description:
      'Lie down on 6,000 tiny plastic spikes and feel your stress leave through every one of them. The first two minutes are a choice. The next twenty are bliss.',
    price: 32.99,
    categories: ['health', 'mom'],
    daysAgo: 7,
    emoji: '🧘',
  },
  {
    id: 'posture-trainer',
    name: 'Smart Posture Trainer That Buzzes When You Slouch',
    description:
      'A tiny wearable that gently buzzes every time you turn into a question mark at your desk. Your spine will thank you. Your dignity might not.',
    price: 49.99,
    categories: ['health', 'tech'],
    daysAgo: 21,
    emoji: '🧍',
  },
  {
    id: 'sunrise-alarm-clock',
    name: 'Sunrise Alarm Clock',
    description:
      'Wakes you with a 30-minute fake sunrise and birdsong instead of an air-raid siren. Winter mornings, but make them bearable.',
    price: 42.99,
    categories: ['health', 'home'],
    daysAgo: 36,
    emoji: '🌅',
  },
  {
    id: 'pocket-massage-gun',
    name: 'Pocket Massage Gun',
    description:
      'Fits in a jacket pocket, hits like a professional. Five speeds, four heads and a battery that outlasts your excuses for skipping leg day.',
    price: 59.99,
    categories: ['health', 'fathers-day'],
    daysAgo: 58,
    emoji: '💆',
    viralFactor: '🔥 900K views',
  },

  // Gifts for Mom
  {
    id: 'custom-star-map',
    name: 'Custom Star Map of the Night You Met',
    description:
      'A print of exactly how the stars looked over one place on one night: a birthday, a first date, the night you were born. Guaranteed happy tears.',
    price: 45,
    categories: ['mom', 'partner'],
    daysAgo: 9,
    emoji: '✨',
    otherUrl: 'https://www.etsy.com/listing/custom-star-map-night-sky-print',
  },
  {
    id: 'heated-eye-mask',
    name: 'Heated Lavender Eye Mask',
    description:
      'Warm, weighted, faintly lavender-scented darkness. For the mom who has not had ten uninterrupted minutes since 2009.',
    price: 24.99,
    categories: ['mom', 'health', 'beauty'],
    daysAgo: 24,
    emoji: '😴',
  },
  {
    id: 'busy-surviving-candle',
    name: "'Mom Is Busy Surviving' Scented Candle",
    description:
      'Smells like sea salt and a locked bathroom door. Hand-poured soy wax, forty hours of burn time, one hundred percent accurate label.',
    price: '$22.00',
    categories: ['mom', 'meme-gifts', 'home'],
    daysAgo: 41,
    emoji: '🕯️',
    otherUrl: 'https://www.uncommongoods.com/product/mom-is-busy-surviving-candle',
  },
  {
    id: 'self-watering-cat-planter',
    name: 'Self-Watering Cat Planter',
    description:
      'A ceramic cat that drinks from a hidden reservoir so your plants stop dying on your watch. Comes with zero judgement, unlike your actual cat.',
    price: 27.99,
    categories: ['mom', 'home', 'pets'],
    daysAgo: 55,
    emoji: '🪴',
  },

  // Father's Day
  {
    id: 'bbq-spatula-multitool',
    name: 'BBQ Spatula With Bottle Opener and Flashlight',
    description:
      'Flip burgers, open a cold one and find the burger you dropped in the dark, all without putting it down. The Swiss Army knife of standing near a grill.',
    price: 26.99,
    categories: ['fathers-day', 'kitchen', 'outdoors'],
    daysAgo: 6,
    emoji: '🍖',
  },
  {
    id: 'dad-joke-book',
    name: 'The Ultimate Dad Joke Book',
    description:
      'Over 600 groan-guaranteed jokes, sorted by how hard your kids will roll their eyes. Why did the scarecrow win an award? You already know.',
    price: 9.99,
    categories: ['fathers-day', 'meme-gifts'],
    daysAgo: 19,
    emoji: '📖',
  },
  {
    id: 'magnetic-wristband',
    name: 'Magnetic Tool Wristband',
    description:
      'Strong magnets in a wristband hold screws, nails and drill bits so they stop rolling under the fridge. Makes every dad feel like a superhero with a very specific power.',
    price: 15.99,
    categories: ['fathers-day', 'tech-tools'],
    daysAgo: 31,
    emoji: '🧲',
    viralFactor: '🔥 650K views',
  },
  {
    id: 'custom-face-socks',
    name: 'Custom Face Socks (Your Face, Their Feet)',
    description:
      'Upload a photo and get socks printed with your face all over them. Nothing says "I love you" like being stepped on all day.',
    price: 18,
    categories: ['fathers-day', 'meme-gifts', 'clothing'],
    daysAgo: 48,
    emoji: '🧦',
    otherUrl: 'https://www.etsy.com/listing/custom-face-socks-photo-gift',
  },

  // Meme Gifts
  {
    id: 'screaming-goat',
    name: 'Screaming Goat Desk Toy',
    description:
      'Press the goat. The goat screams. That is the whole product, and it is perfect. Ideal for meetings that could have been an email.',
    price: 8.99,
    categories: ['meme-gifts', 'tiktok'],
    daysAgo: 3,
    emoji: '🐐',
    viralFactor: '🔥 5.6M views',
  },
  {
    id: 'emotional-support-pickle',
    name: 'Emotional Support Pickle Plush',
    description:
      'A smiling crocheted-look pickle that believes in you even when your group chat does not. Comes with an affirmation card. Kind of a big dill.',
    price: 12.99,
    categories: ['meme-gifts', 'toys', 'tiktok'],
    daysAgo: 1,
    emoji: '🥒',
    moreImages: ['💚'],
    viralFactor: '🔥 2.3M views',
  },
  {
    id: 'dumpster-fire-mug',
    name: 'Everything Is Fine Dumpster Fire Mug',
    description:
      'A tiny ceramic dumpster, on fire, holding your coffee. For Mondays, tax season and every group project ever.',
    price: 17.99,
    categories: ['meme-gifts', 'kitchen'],
    daysAgo: 14,
    emoji: '🔥',
  },
  {
    id: 'surprise-face-sequin-pillow',
    name: 'Reversible Sequin Pillow With a Surprise Face',
    description:
      'Looks like a normal shimmery pillow until someone brushes the sequins and reveals a face staring back at them. Print any photo. Ruin any couch nap.',
    price: 16.99,
    categories: ['meme-gifts', 'home'],
    daysAgo: 29,
    emoji: '😳',
  },
  {
    id: 'reverse-card-doormat',
    name: 'Reverse Card Doormat',
    description:
      'A giant reverse card welcoming guests and sending bad vibes straight back where they came from. Weather-proof, argument-proof.',
    price: 29.99,
    categories: ['meme-gifts', 'home'],
    daysAgo: 50,
    emoji: '🔄',
  },

  // TikTok Made Me Buy It
  {
    id: 'cloud-slides',
    name: 'Cloud Slides',
    description:
      'Pillowy thick-soled slides that feel like walking on marshmallows. Eight million people cannot be wrong, and your feet agree.',
    price: 19.99,
    categories: ['tiktok', 'clothing'],
    daysAgo: 5,
    emoji: '☁️',
    viralFactor: '🔥 8.2M views',
  },
  {
    id: 'sunset-lamp',
    name: 'Sunset Projection Lamp',
    description:
      'Golden hour on demand. Point it at a wall and every selfie, video call and midnight snack looks like a film still.',
    price: 21.99,
    categories: ['tiktok', 'home'],
    daysAgo: 12,
    emoji: '🌇',
    viralFactor: '🔥 6.4M views',
  },
  {
    id: 'mini-waffle-maker',
    name: 'Mini Waffle Maker',
    description:
      'A palm-sized waffle iron that makes one perfect waffle at a time. Also does hash browns, cookies, and chaffles if you are that kind of person.',
    price: 9.99,
    categories: ['tiktok', 'kitchen'],
    daysAgo: 26,
    emoji: '🧇',
  },
  {
    id: 'smiley-sponge',
    name: 'Smiley Sponge That Firms Up in Cold Water',
    description:
      'Soft in warm water, scrubby in cold, smiling the whole time. Use the mouth to clean both sides of a spoon. Yes, really.',
    price: 7.99,
    categories: ['tiktok', 'kitchen'],
    daysAgo: 43,
    emoji: '😊',
  },
  {
    id: 'face-ice-roller',
    name: 'Face Ice Roller',
    description:
      'Keep it in the freezer, roll it over your face, look like you slept eight hours. Works on puffy eyes, tension headaches and bad decisions.',
    price: 12.99,
    categories: ['tiktok', 'beauty'],
    daysAgo: 60,
    emoji: '🧊',
  },

  // Beauty
  {
    id: 'led-face-mask',
    name: 'LED Light Therapy Face Mask',
    description:
      'Red and blue light therapy for your skin, plus the undeniable bonus of looking like a movie villain while you use it.',
    price: 79.99,
    categories: ['beauty', 'tech'],
    daysAgo: 8,
    emoji: '🎭',
    viralFactor: '🔥 1.7M views',
  },
  {
    id: 'heatless-curling-rod',
    name: 'Heatless Curling Rod Headband',
    description:
      'Wrap damp hair around a satin rod, sleep, wake up with bouncy curls and zero heat damage. The laziest glow-up there is.',
    price: 11.99,
    categories: ['beauty', 'tiktok'],
    daysAgo: 22,
    emoji: '💁',
  },
  {
    id: 'star-pimple-patches',
    name: 'Star-Shaped Pimple Patches',
    description:
      'Hydrocolloid patches that flatten spots overnight and turn your face into a constellation while they work. Main-character skin care.',
    price: 9.99,
    categories: ['beauty', 'tiktok'],
    daysAgo: 37,
    emoji: '⭐',
  },
  {
    id: 'jelly-lip-oil',
    name: 'Colour-Changing Jelly Lip Oil',
    description:
      'Goes on clear, reacts with your lips and turns into your personal shade of pink. Glossy, not sticky, a little bit magic.',
    price: '$14.00',
    categories: ['beauty', 'mom'],
    daysAgo: 53,
    emoji: '💋',
    otherUrl: 'https://www.ulta.com/p/colour-changing-jelly-lip-oil',
  },

  // Home
  {
    id: 'squishy-cat-night-light',
    name: 'Squishy Cat Night Light',
    description:
      'Tap the silicone cat and it changes colour. Squish it and it ... also changes colour. Bedside comfort for toddlers and grown adults alike.',
    price: 19.99,
    categories: ['home', 'kids'],
    daysAgo: 10,
    emoji: '🐱',
    viralFactor: '🔥 2.1M views',
  },
  {
    id: 'wavy-squiggle-mirror',
    name: 'Wavy Squiggle Mirror',
    description:
      'A full-length mirror with a wobbly, melted-looking edge, as seen in every apartment tour you have ever saved. Instantly makes a room look curated.',
    price: '$129.00',
    categories: ['home'],
    daysAgo: 25,
    emoji: '🪞',
    otherUrl: 'https://www.urbanoutfitters.com/shop/wavy-squiggle-floor-mirror',
  },
  {
    id: 'hollow-book-safe',
    name: 'Hollow Book Secret Safe',
    description:
      'Looks like a dictionary. Is actually a lockbox for cash, candy and the good chocolate. Nobody has opened a dictionary since 2004.',
    price: 21.99,
    categories: ['home', 'meme-gifts'],
    daysAgo: 40,
    emoji: '📚',
  },
  {
    id: 'chunky-knit-blanket',
    name: 'Chunky Giant Knit Blanket',
    description:
      'Hand-knit from fat, squishy chenille yarn into a blanket that looks like a cloud and weighs like a hug. Made to order, so the price depends on the size.',
    price: null,
    categories: ['home', 'mom'],
    daysAgo: 57,
    emoji: '🧶',
    otherUrl: 'https://www.etsy.com/listing/chunky-giant-knit-blanket-chenille',
    noImage: true,
  },

  // Kitchen
  {
    id: 'pancake-batter-pen',
    name: 'Pancake Art Batter Pen',
    description:
      'Squeeze-bottle batter dispenser for drawing pancakes shaped like dinosaurs, initials or deeply questionable stick figures. Breakfast is now an art class.',
    price: 14.99,
    categories: ['kitchen', 'kids'],
    daysAgo: 13,
    emoji: '🥞',
  },
  {
    id: 'dinosaur-taco-holders',
    name: 'Dinosaur Taco Holders (Set of 4)',
    description:
      'Triceratops-shaped stands that hold your tacos upright on their backs. Taco Tuesday just evolved.',
    price: 16.99,
    categories: ['kitchen', 'kids', 'meme-gifts'],
    daysAgo: 17,
    emoji: '🦖',
    viralFactor: '🔥 740K views',
  },
  {
    id: 'herb-scissors',
    name: '5-Blade Herb Scissors',
    description:
      'Five blades, one snip, a whole handful of perfectly chopped herbs. Makes you look like you know what you are doing in the kitchen.',
    price: 10.99,
    categories: ['kitchen'],
    daysAgo: 34,
    emoji: '✂️',
  },
  {
    id: 'rapid-egg-cooker',
    name: 'Rapid Egg Cooker',
    description:
      'Six eggs exactly how you like them, soft, jammy or hard, with a buzzer when they are done. Never stare at a boiling pot again.',
    price: 19.99,
    categories: ['kitchen'],
    daysAgo: 49,
    emoji: '🥚',
  },

  // Outdoors
  {
    id: 'hanging-cocoon-chair',
    name: 'Pop-Up Hanging Cocoon Chair',
    description:
      'A waterproof, bug-proof pod you hang from a tree and disappear into. Part hammock, part tent, all "do not disturb".',
    price: 54.99,
    categories: ['outdoors', 'home'],
    daysAgo: 15,
    emoji: '🏕️',
  },
  {
    id: 'inflatable-solar-lantern',
    name: 'Inflatable Solar Lantern',
    description:
      'Folds flat, blows up into a bright lantern, charges in the sun and floats in the pool. Camping, power cuts and backyard parties sorted.',
    price: 17.99,
    categories: ['outdoors', 'car'],
    daysAgo: 30,
    emoji: '🏮',
  },
  {
    id: 'bug-vacuum',
    name: 'Bug Vacuum (Catch and Release)',
    description:
      'Sucks up spiders from across the room and lets you release them outside, far away, with dignity intact on both sides.',
    price: 29.99,
    categories: ['outdoors', 'kids', 'tech-tools'],
    daysAgo: 46,
    emoji: '🐞',
  },
  {
    id: 'hiking-coffee-press',
    name: 'Hiking Coffee Press Bottle',
    description:
      'A French press and an insulated bottle in one. Brew at the trailhead, drink at the summit, feel superior to everyone with gas-station coffee.',
    price: '$34.95',
    categories: ['outdoors', 'kitchen'],
    daysAgo: 59,
    emoji: '☕',
    otherUrl: 'https://www.rei.com/product/hiking-coffee-press-bottle',
  },

  // Toys
  {
    id: 'rc-airplane',
    name: 'Foam RC Airplane for Beginners',
    description:
      'Crash-proof foam glider with one-button stunts and six-axis stabilisation. Your first flight lasts ten minutes; your obsession lasts forever.',
    price: 59.99,
    categories: ['toys', 'kids', 'fathers-day'],
    daysAgo: 16,
    emoji: '✈️',
    moreImages: ['🛩️'],
    viralFactor: '🔥 1.1M views',
  },
  {
    id: 'magnetic-building-tiles',
    name: 'Magnetic Building Tiles (100 Pieces)',
    description:
      'Translucent magnetic tiles that snap into castles, rockets and light-up forts. The rare toy parents end up playing with after bedtime.',
    price: 39.99,
    categories: ['toys', 'kids'],
    daysAgo: 28,
    emoji: '🧱',
  },
  {
    id: 'gumdrop-stress-ball',
    name: 'Gumdrop Stress Ball That Stretches Forever',
    description:
      'Squish it, pull it, watch it slowly ooze back into shape. Clinically proven to make conference calls 40% more bearable (not clinically proven).',
    price: 6.99,
    categories: ['toys', 'tiktok', 'meme-gifts'],
    daysAgo: 44,
    emoji: '🍬',
  },
  {
    id: 'dino-egg-bath-bombs',
    name: 'Dino Egg Bath Bombs With Surprise Toys',
    description: 'Fizzy eggs that hatch a tiny dinosaur in the tub. Bath time negotiations: won.',
    price: 19.99,
    categories: ['toys', 'kids', 'bathroom'],
    daysAgo: 56,
    emoji: '🦕',
  },

  // For Your Partner
  {
    id: 'deep-talk-card-game',
    name: 'Deep Talk Couples Card Game',
    description:
      '150 questions that go from "favourite cereal" to "what are you actually afraid of" in three rounds. Date night with zero small talk.',
    price: 24.99,
    categories: ['partner'],
    daysAgo: 3,
    emoji: '💬',
  },
  {
    id: 'long-distance-touch-lamps',
    name: 'Long-Distance Touch Lamps (Pair)',
    description:
      'Touch your lamp and your person’s lamp lights up, wherever they are in the world. The cheesiest gadget ever made and we are not even sorry.',
    price: '$89.00',
    categories: ['partner', 'tech'],
    daysAgo: 20,
    emoji: '💡',
    otherUrl: 'https://www.uncommongoods.com/product/long-distance-friendship-lamp',
  },
  {
    id: 'date-night-scratch-poster',
    name: 'Scratch-Off Date Night Poster (50 Dates)',
    description:
      'Fifty date ideas hidden under scratch-off foil. Scratch one, do it, argue about which one to scratch next. Relationship goals, gamified.',
    price: 19.99,
    categories: ['partner', 'meme-gifts'],
    daysAgo: 38,
    emoji: '🎟️',
  },
  {
    id: 'forever-rose-dome',
    name: 'Forever Rose in a Glass Dome',
    description:
      'A real rose, preserved to last for years under a glass dome with fairy lights. Beauty-and-the-beast energy, minus the curse.',
    price: 39.99,
    categories: ['partner', 'preserved', 'mom'],
    daysAgo: 9,
    emoji: '🌹',
    viralFactor: '🔥 1.5M views',
  },
  // Shirt vs Skins (partner's subcollection)
  {
    id: 'shirts-vs-skins-tees',
    name: 'Team Shirts vs Team Skins Couple Tees',
    description:
      'One tee says TEAM SHIRTS, the other says TEAM SKINS. Settle the pickup-game debate once and for all, together.',
    price: 32.99,
    categories: ['partner', 'shirtvskins', 'clothing'],
    daysAgo: 6,
    emoji: '👕',
    moreImages: ['🏀'],
  },
  {
    id: 'matching-swim-set',
    name: 'His & Hers Matching Swim Set',
    description:
      'Matching trunks and a one-piece in the same loud tropical print. Arrive at the pool as a team, leave as a legend.',
    price: '$48.00',
    categories: ['partner', 'shirtvskins', 'clothing'],
    daysAgo: 23,
    emoji: '🩳',
    otherUrl: 'https://www.target.com/p/matching-couples-tropical-swim-set',
  },
  {
    id: 'matching-lounge-sets',
    name: 'Matching Couple Lounge Sets',
    description:
      'Buttery-soft matching joggers and hoodies for two. Officially the uniform of staying in and ordering takeout.',
    price: 59.99,
    categories: ['partner', 'shirtvskins'],
    daysAgo: 35,
    emoji: '🛋️',
  },
  {
    id: 'dino-onesies-for-two',
    name: 'Matching Dino Onesie Pajamas for Two',
    description:
      'Two fleece dinosaur onesies, hoods with spikes, tails that drag behind you. Couples that roar together stay together.',
    price: 44.99,
    categories: ['partner', 'shirtvskins', 'clothing'],
    daysAgo: 51,
    emoji: '🦖',
  },

  // Clothing
  {
    id: 'cargo-pants-loose',
    name: 'Loose Fit Y2K Cargo Pants',
    description:
      'Baggy, low-slung, eleven pockets deep. They are back, they are comfier than ever, and yes, you can fit a whole sandwich in the side pocket.',
    price: 36.99,
    categories: ['clothing', 'tiktok'],
    daysAgo: 7,
    emoji: '👖',
    moreImages: ['🛹'],
    viralFactor: '🔥 2.9M views',
  },
  {
    id: 'qeils-blanket-hoodie',
    name: 'Qeils Oversized Blanket Hoodie',
    description:
      'A sherpa-lined blanket with sleeves and a hood, big enough to hide a snack stash and a small dog. Once it is on, plans are cancelled.',
    price: 39.99,
    categories: ['clothing', 'home', 'mom'],
    daysAgo: 12,
    emoji: '🧸',
    moreImages: ['☕', '🛋️'],
    viralFactor: '🔥 3.3M views',
  },
  {
    id: 'glow-clog-charms',
    name: 'Glow-in-the-Dark Clog Charms (20 Pack)',
    description:
      'Aliens, mushrooms and tiny tacos that glow after dark. Personalise your clogs and become visible from space.',
    price: 11.99,
    categories: ['clothing', 'kids'],
    daysAgo: 32,
    emoji: '👟',
  },
  {
    id: 'wearable-sleeping-bag-coat',
    name: 'Wearable Sleeping Bag Coat',
    description:
      'An ankle-length puffer that unzips at the bottom into a sleeping bag. Perfect for festivals, stadiums and offices with aggressive air conditioning.',
    price: '$149.00',
    categories: ['clothing', 'outdoors'],
    daysAgo: 47,
    emoji: '🧥',
    otherUrl: 'https://www.rei.com/product/wearable-sleeping-bag-coat',
  },

  // Drinks & Bar
  {
    id: 'bullet-whiskey-stones',
    name: 'Bullet-Shaped Whiskey Stones',
    description:
      'Stainless-steel bullets that chill your drink without watering it down. Comes with a wooden base that looks like evidence in a very classy crime.',
    price: 24.99,
    categories: ['alcohol', 'fathers-day'],
    daysAgo: 10,
    emoji: '🥃',
  },
  {
    id: 'cocktail-smoker-kit',
    name: 'Cocktail Smoker Kit',
    description:
      'Torch some wood chips and trap the smoke over your old fashioned. Dramatic, delicious, and the reason everyone will gather in your kitchen.',
    price: 39.99,
    categories: ['alcohol', 'fathers-day', 'kitchen'],
    daysAgo: 19,
    emoji: '💨',
    viralFactor: '🔥 1.4M views',
  },
  {
    id: 'two-can-drinking-hat',
    name: 'Drinking Hat With Two Can Holders',
    description:
      'Two cans, two straws, zero hands. The official headwear of tailgates, backyard cook-offs and questionable decisions.',
    price: 12.99,
    categories: ['alcohol', 'meme-gifts'],
    daysAgo: 42,
    emoji: '🎩',
  },
  {
    id: 'shower-wine-holder',
    name: 'Shower Wine Glass Holder',
    description: 'A suction-cup holder for your glass while you shower. Self-care, but make it efficient.',
    price: 9.99,
    categories: ['alcohol', 'bathroom'],
    daysAgo: 54,
    emoji: '🍷',
  },
  {
    id: 'automatic-cocktail-machine',
    name: 'Automatic Cocktail Machine',
    description:
      'Load six bottles, tap a recipe on your phone and a bartender robot pours a perfect cocktail in seconds. The price moves with the pre-order batches.',
    price: null,
    categories: ['alcohol', 'tech'],
    daysAgo: 0,
    emoji: '🍹',
    otherUrl: 'https://www.bestbuy.com/site/automatic-cocktail-machine',
    noImage: true,
  },

  // Tech Tools
  {
    id: 'precision-screwdriver-kit',
    name: '145-Piece Precision Screwdriver Kit',
    description:
      'Every tiny bit you need to open a phone, a console or the TV remote your kid jammed with a raisin. Magnetic, organised, extremely satisfying.',
    price: 29.99,
    categories: ['tech-tools', 'tech'],
    daysAgo: 8,
    emoji: '🪛',
  },
  {
    id: 'laser-tape-measure',
    name: 'Laser Tape Measure With Digital Display',
    description:
      'Point, click, done: distance, area and volume to the millimetre. Will be used mostly to measure how far away the TV is from the couch.',
    price: 36.99,
    categories: ['tech-tools', 'fathers-day'],
    daysAgo: 23,
    emoji: '📏',
  },
  {
    id: 'animal-cable-bites',
    name: 'Cable Bites That Look Like Tiny Animals',
    description:
      'Little silicone animals that bite your charging cables so they stop snapping at the neck. Cable protection, but adorable.',
    price: 7.99,
    categories: ['tech-tools', 'meme-gifts'],
    daysAgo: 39,
    emoji: '🐙',
  },
  {
    id: 'multitool-pen',
    name: '9-in-1 Multi-Tool Pen',
    description:
      'Pen, stylus, ruler, level, bottle opener and two screwdrivers, disguised as something you would lend a colleague. Do not lend it to a colleague.',
    price: 16.99,
    categories: ['tech-tools'],
    daysAgo: 57,
    emoji: '🖊️',
  },

  // Bathroom
  {
    id: 'showerhead-led',
    name: 'LED Temperature Showerhead',
    description:
      'Blue when it is cold, green when it is just right, red when it is lava. No batteries: the water flow powers the lights. Showers are now a rave.',
    price: 18.99,
    categories: ['bathroom', 'tiktok', 'tech'],
    daysAgo: 5,
    emoji: '🚿',
    moreImages: ['🌈'],
    viralFactor: '🔥 2.7M views',
  },
  {
    id: 'toilet-night-light',
    name: 'Motion-Sensor Toilet Bowl Night Light',
    description:
      'Lights up the bowl in one of sixteen colours when you walk in at night. No more blinding overhead lights, and no more missing.',
    price: 8.99,
    categories: ['bathroom', 'meme-gifts'],
    daysAgo: 15,
    emoji: '🚽',
    viralFactor: '🔥 4.5M views',
  },
  {
    id: 'shower-speaker',
    name: 'Waterproof Shower Speaker With Suction Cup',
    description:
      'Loud enough for a full shower concert, waterproof enough to survive it. Ten hours of battery, infinite encores.',
    price: 19.99,
    categories: ['bathroom', 'tech'],
    daysAgo: 31,
    emoji: '🔊',
  },
  {
    id: 'eucalyptus-shower-steamers',
    name: 'Eucalyptus Shower Steamers',
    description:
      'Drop one on the shower floor and it fills the steam with eucalyptus and mint. Like a spa, but you still have to clean the grout.',
    price: '$18.00',
    categories: ['bathroom', 'health', 'mom'],
    daysAgo: 48,
    emoji: '🌿',
    otherUrl: 'https://www.target.com/p/eucalyptus-shower-steamers',
  },

  // Pets
  {
    id: 'window-cat-hammock',
    name: 'Window Cat Hammock',
    description:
      'A suction-cup perch that sticks to the window so your cat can judge the neighbourhood from above. Holds up to 18 kg of attitude.',
    price: 27.99,
    categories: ['pets', 'home'],
    daysAgo: 4,
    emoji: '🐈',
  },
  {
    id: 'bacon-bubble-machine',
    name: 'Bacon-Scented Dog Bubble Machine',
    description:
      'Shoots out a stream of bacon-flavoured bubbles for your dog to chase. Pure chaos, pure joy, safe for pups.',
    price: 25.99,
    categories: ['pets', 'tiktok'],
    daysAgo: 14,
    emoji: '🫧',
    viralFactor: '🔥 1.9M views',
  },
  {
    id: 'treat-tossing-camera',
    name: 'Treat-Tossing Pet Camera',
    description:
      'See your pet from the office, talk to them, and fling a treat across the room with a tap. They will never know you are not a wizard.',
    price: 69.99,
    categories: ['pets', 'tech'],
    daysAgo: 27,
    emoji: '📷',
  },
  {
    id: 'dino-dog-costume',
    name: 'Dinosaur Costume for Dogs',
    description:
      'A plush hoodie with spikes and a tail that turns your good boy into a very good T-rex. Halloween, birthdays, random Tuesdays.',
    price: 14.99,
    categories: ['pets', 'meme-gifts'],
    daysAgo: 46,
    emoji: '🐕',
  },

  // Kids
  {
    id: 'kids-walkie-talkies',
    name: "Kids' Walkie Talkies (3 km Range)",
    description:
      'Three rugged walkie talkies with a flashlight and 22 channels. Over. Backyard missions, camping trips, "come down for dinner". Over and out.',
    price: 24.99,
    categories: ['kids', 'outdoors', 'toys'],
    daysAgo: 11,
    emoji: '📻',
  },
  {
    id: 'glow-kinetic-sand',
    name: 'Glow-in-the-Dark Kinetic Sand',
    description:
      'Sand that moulds, flows, never dries out, and glows after lights out. Comes with moulds and a tray that will absolutely not contain it.',
    price: 16.99,
    categories: ['kids', 'toys'],
    daysAgo: 33,
    emoji: '🏖️',
  },
  {
    id: 'instant-print-kids-camera',
    name: 'Instant Print Kids Camera',
    description:
      'Snap a photo and it prints in seconds on paper that needs no ink. Tiny photographers, giant stacks of blurry pictures of the dog.',
    price: 45.99,
    categories: ['kids', 'tech'],
    daysAgo: 52,
    emoji: '📸',
    viralFactor: '🔥 820K views',
  },

  // Car
  {
    id: 'seat-gap-filler',
    name: 'Car Seat Gap Filler (Never Lose Fries Again)',
    description:
      'Foam wedges that close the black hole between your seat and the console. Phones, keys and fries stay on this side of reality.',
    price: 15.99,
    categories: ['car', 'meme-gifts'],
    daysAgo: 2,
    emoji: '🍟',
    viralFactor: '🔥 1.3M views',
  },
  {
    id: 'leakproof-car-trash-can',
    name: 'Leak-Proof Car Trash Can',
    description:
      'A lidded bin that hangs on the seat back and swallows receipts, wrappers and the mystery cups rolling under the seats.',
    price: 13.99,
    categories: ['car'],
    daysAgo: 21,
    emoji: '🗑️',
  },
  {
    id: 'solar-dancing-avocado',
    name: 'Solar Dancing Avocado Dashboard Toy',
    description:
      'A tiny avocado in sunglasses that dances all day on sunlight alone. Traffic jams are now a performance.',
    price: 9.99,
    categories: ['car', 'meme-gifts'],
    daysAgo: 37,
    emoji: '🥑',
  },
  {
    id: 'cordless-car-vacuum',
    name: 'Cordless Mini Car Vacuum',
    description:
      'Handheld, strong suction, charges over USB-C. For crumbs, dog hair and sand you brought home from a beach trip in 2022.',
    price: '$39.00',
    categories: ['car', 'tech-tools'],
    daysAgo: 53,
    emoji: '🚗',
    otherUrl: 'https://www.walmart.com/ip/cordless-mini-car-vacuum',
    noImage: true,
  },

  // Preserved Oddities
  {
    id: 'butterfly-shadow-box',
    name: 'Framed Real Butterfly Shadow Box',
    description:
      'An ethically sourced blue morpho butterfly, mounted in a deep wooden frame. Looks like it flew straight out of a Victorian naturalist’s study.',
    price: '$79.00',
    categories: ['preserved', 'home'],
    daysAgo: 18,
    emoji: '🦋',
    otherUrl: 'https://www.etsy.com/listing/framed-blue-morpho-butterfly-shadow-box',
  },
  {
    id: 'beetle-resin-paperweight',
    name: 'Real Beetle in Resin Paperweight',
    description:
      'A real jewel beetle suspended in crystal-clear resin forever. Half science specimen, half dark-academia desk flex.',
    price: 29,
    categories: ['preserved', 'meme-gifts'],
    daysAgo: 34,
    emoji: '🪲',
    otherUrl: 'https://www.etsy.com/listing/real-beetle-resin-paperweight',
  },
  {
    id: 'preserved-moss-wall-art',
    name: 'Preserved Moss Wall Art',
    description:
      'Real moss, preserved so it stays green and soft with zero watering and zero sunlight. A living wall for people who kill cacti.',
    price: 64.99,
    categories: ['preserved', 'home'],
    daysAgo: 44,
    emoji: '🌿',
  },
  {
    id: 'dried-flower-resin-coasters',
    name: 'Pressed Flower Resin Coasters (Set of 4)',
    description:
      'Real pressed wildflowers sealed in resin coasters with gold flakes. Springtime, preserved, under your coffee mug.',
    price: null,
    categories: ['preserved', 'kitchen', 'mom'],
    daysAgo: 59,
    emoji: '🌼',
  },
];

/** A stable placeholder ASIN for a demo product ('B0' and eight letters or digits). */
export function demoAsin(id: string): string {
  const digest = createHash('sha256').update(`demo-asin:${id}`).digest();
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `B0${[...digest.subarray(0, 8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The generated image paths of a demo product (none when it has no image). */
export function demoImagePaths(product: DemoProduct): string[] {
  if (product.noImage) return [];
  const extras = (product.moreImages ?? []).map((_, i) => `/images/products/${product.id}-${i + 2}.svg`);
  return [`/images/products/${product.id}.svg`, ...extras];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo catalogue as raw products, dated relative to `now`, ready for the normal write path. */
export function demoProducts(now: Date): RawProduct[] {
  return DEMO_PRODUCTS.map((product, index) => {
    const dropDate = new Date(now.getTime() - product.daysAgo * DAY_MS - (index % 12) * 60 * 60 * 1000);
    const images = demoImagePaths(product);
    const fromAmazon = !product.otherUrl;
    return {
      _id: product.id,
      asin: fromAmazon ? demoAsin(product.id) : undefined,
      name: product.name,
      description: product.description,
      price: product.price,
      imageUrl: images[0] ?? '',
      images: images.length > 1 ? images : [],
      affiliateUrl: product.otherUrl ?? amazonProductUrl(demoAsin(product.id)),
      viralFactor: product.viralFactor,
      categories: product.categories,
      dropDate: dropDate.toISOString(),
      source: fromAmazon ? 'amazon' : 'other',
      availability: fromAmazon ? 'In Stock' : undefined,
      lastUpdated: fromAmazon ? dropDate.toISOString() : undefined,
    };
  });
}
