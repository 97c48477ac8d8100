import { z } from 'zod';
import { collection, product } from './catalogue.ts';

/** The gift finder's three groups (product spec 2 §2 Admin catalogue). */
export const GIFT_GROUPS = ['recipient', 'occasion', 'price'] as const;
export type GiftGroup = (typeof GIFT_GROUPS)[number];

/** A gift category: who a gift is for, the occasion, or a price band (`under-25`...). */
export const giftCategory = z.object({
  id: z.string(),
  group: z.enum(GIFT_GROUPS),
  name: z.string(),
  emoji: z.string(),
});
export type GiftCategory = z.infer<typeof giftCategory>;

/** `GET /api/gift-categories`, in each group's order. */
export const giftCategoriesAnswer = z.object({ giftCategories: z.array(giftCategory) });
export type GiftCategoriesAnswer = z.infer<typeof giftCategoriesAnswer>;

/** `POST /api/gift-categories/init`: how many were missing and made now (0 the second time), and all of them. */
export const giftCategoriesInitAnswer = giftCategoriesAnswer.extend({ created: z.number().int() });

/** The gift finder's filters as the /gifts page's URL carries them (`?for=for-dad&occasion=birthday&price=under-50`). */
export const GIFT_FILTER_PARAMS = {
  recipient: 'for',
  occasion: 'occasion',
  price: 'price',
} as const satisfies Record<GiftGroup, string>;

/**
 * The admin catalogue (product spec 2 §2, §7, §8): its texts, the category form's rules, and its answers.
 * Images arrive as multipart files and are judged by their bytes.
 */
export const ADMIN_CATALOGUE_TEXT = {
  addProductFailed: 'Failed to add product',
  addCategoryFailed: 'Failed to add category. Please try again.',
  logInFirst: 'Please log in first',
  initFailed: 'Failed to initialize gift categories',
  starterDecksFailed: 'Failed to add starter decks: ',
  invalidImage: 'Please select a valid image file (jpg, png, or webp)',
  imageRequired: 'Please select an image',
  imageTooLarge: 'Image must be at most 5 MB',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be under 30 characters',
  categoryDescriptionTooShort: 'Description must be at least 10 characters',
  categoryExists: 'A category with this name already exists',
  productNameRequired: 'Product name is required',
  productPriceInvalid: 'Please enter a valid price',
  productCategoryRequired: 'Please select a category',
  unknownCategory: 'Unknown category',
  unknownGiftCategory: 'Unknown gift category',
} as const;

/** Category names are under this many characters, descriptions at least CATEGORY_DESCRIPTION_MIN. */
export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_DESCRIPTION_MIN = 10;
/** The largest image either form takes. */
export const CATALOGUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** `POST /api/admin/categories`: the category made (a collection with its picture). */
export const adminCategoryAnswer = z.object({ category: collection });
/** `POST /api/admin/products`: the product made, as the storefront shows it, and its gift categories. */
export const adminCatalogueProductAnswer = z.object({ product, giftCategories: z.array(z.string()) });
