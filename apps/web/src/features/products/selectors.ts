import {
  type Collection,
  categoryKeys,
  type Product,
  type ProductSource,
  productsInCategories,
  type Subcollection,
} from '@app/contracts';
import { hasOwnImage } from './images';

/** Trending Now and Fresh Finds sizes (product spec 1 §9). */
export const TRENDING_COUNT = 8;
export const FRESH_FINDS_COUNT = 12;

type Random = () => number;

const dropTime = (product: Product) => {
  const time = Date.parse(product.dropDate);
  return Number.isFinite(time) ? time : 0;
};

/** Newest first by dropDate; equal dates keep their order. */
export function sortByDropDateDesc(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => dropTime(b) - dropTime(a));
}

const byPictureFirst = (a: Product, b: Product) => Number(hasOwnImage(b)) - Number(hasOwnImage(a));

/**
 * The same products, those with a picture before those still waiting for one, each keeping its order: no list
 * opens with an 'Image pending Amazon refresh' tile (the server's lists do the same).
 */
export function picturedFirst(products: readonly Product[]): Product[] {
  return [...products].sort(byPictureFirst);
}

/** Up to `count` distinct items in random order (Fisher-Yates on a copy). */
export function sampleRandom<T>(items: readonly T[], count: number, random: Random = Math.random): T[] {
  const copy = [...items];
  const take = Math.min(count, copy.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, take);
}

/** One random item, or undefined for an empty list. */
export function pickRandom<T>(items: readonly T[], random: Random = Math.random): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/**
 * Random numbers that are the same all day (UTC) wherever they are drawn (mulberry32 seeded with the day): the
 * server's page and the browser's first render over it pick the same products.
 */
export function dailyRandom(now: number = Date.now()): Random {
  let state = Math.floor(now / 86_400_000) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Trending Now: up to 8 random amazon products that have a viralFactor (today's pick: dailyRandom). */
export function selectTrending(products: readonly Product[], random: Random = dailyRandom()): Product[] {
  const candidates = products.filter((p) => p.source === 'amazon' && p.viralFactor.trim() !== '');
  return picturedFirst(sampleRandom(candidates, TRENDING_COUNT, random));
}

/** Today's Fresh Finds: the 12 newest amazon products by dropDate. */
export function selectFreshFinds(products: readonly Product[]): Product[] {
  return picturedFirst(
    sortByDropDateDesc(products.filter((p) => p.source === 'amazon')).slice(0, FRESH_FINDS_COUNT),
  );
}

/** Products of a collection: categories naming the collection's id or slug, or one of its subcollections'; pictured first. */
export function productsInCollection(products: readonly Product[], collection: Collection): Product[] {
  return picturedFirst(
    productsInCategories(products, categoryKeys([collection, ...collection.subcollections])),
  );
}

/** Products of a subcollection: categories naming its id or slug, pictured ones first. */
export function productsInSubcollection(products: readonly Product[], sub: Subcollection): Product[] {
  return picturedFirst(productsInCategories(products, categoryKeys([sub])));
}

export function bySource(products: readonly Product[], source: ProductSource): Product[] {
  return products.filter((product) => product.source === source);
}

/** The product whose `_id` (or asin) is `id`. */
export function findProduct(products: readonly Product[], id: string): Product | undefined {
  return products.find((product) => product._id === id) ?? products.find((product) => product.asin === id);
}

export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;
