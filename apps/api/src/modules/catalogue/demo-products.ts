import { createHash } from 'node:crypto';
import demoData from '@app/contracts/data/demo-products.json' with { type: 'json' };
import { z } from 'zod';
import { amazonProductUrl, type RawProduct } from './normalise.ts';

/**
 * The demo catalogue loaded on the first start of an empty database: weird, viral and gift
 * products across every collection, kept as data beside the collections
 * (`@app/contracts/data/demo-products.json`, never bundled into the web app). Images are
 * generated pictures (WebP) shipped with the web app (apps/api/scripts/generate-demo-images.ts).
 * ASINs are placeholders derived from the id.
 */
const demoProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** As a shop would send it: a number, text with $ and commas, or nothing. */
  price: z.union([z.number(), z.string()]).nullable(),
  categories: z.array(z.string()),
  /** How many days before the first start it dropped. */
  daysAgo: z.number(),
  /** The big emoji on the generated image. */
  emoji: z.string(),
  /** Emojis of extra carousel images (written as <id>-2.webp, <id>-3.webp). */
  moreImages: z.array(z.string()).optional(),
  viralFactor: z.string().optional(),
  /** Products from other retailers: their product page. */
  otherUrl: z.string().optional(),
  /** No image yet (the storefront shows its placeholder). */
  noImage: z.boolean().optional(),
});
export type DemoProduct = z.infer<typeof demoProduct>;

export const DEMO_PRODUCTS: readonly DemoProduct[] = z.array(demoProduct).parse(demoData);

/** A stable placeholder ASIN for a demo product ('B0' and eight letters or digits). */
export function demoAsin(id: string): string {
  const digest = createHash('sha256').update(`demo-asin:${id}`).digest();
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `B0${[...digest.subarray(0, 8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The generated image paths of a demo product (none when it has no image). */
export function demoImagePaths(product: DemoProduct): string[] {
  if (product.noImage) return [];
  const extras = (product.moreImages ?? []).map((_, i) => `/images/products/${product.id}-${i + 2}.webp`);
  return [`/images/products/${product.id}.webp`, ...extras];
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
      // As if Amazon had just given the price (it shows for a day, as Amazon's prices do; see shownPrice).
      lastUpdated: fromAmazon ? now.toISOString() : undefined,
    };
  });
}
