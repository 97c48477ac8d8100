import { z } from 'zod';
import { collection, parsePrice, product } from './catalogue.ts';
import { endpoint } from './endpoint.ts';

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
  imageRequired: 'Image is required',
  imageTooLarge: 'Image must be at most 5 MB',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be less than 30 characters',
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

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A required text field of a form, trimmed: `missing` when it is absent, blank or shorter than `min`. */
const formText = ({
  missing,
  min = 1,
  max,
  tooLong,
}: {
  missing: string;
  min?: number;
  max: number;
  tooLong: string;
}) => z.preprocess(trimmed, z.string({ error: missing }).min(min, missing).max(max, tooLong));

/** An optional text field of a form, trimmed; blank counts as missing. */
const optionalFormText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(max, tooLong).optional(),
  );

/** The add-category form's text fields (its picture is the file part `image`). */
const adminCategoryForm = z.object({
  name: formText({
    missing: ADMIN_CATALOGUE_TEXT.categoryNameRequired,
    max: CATEGORY_NAME_MAX - 1,
    tooLong: ADMIN_CATALOGUE_TEXT.categoryNameTooLong,
  }),
  description: formText({
    missing: ADMIN_CATALOGUE_TEXT.categoryDescriptionTooShort,
    min: CATEGORY_DESCRIPTION_MIN,
    max: 500,
    tooLong: 'Description must be at most 500 characters',
  }),
});

/** The add-product form's text fields (its picture is the file part `image`). */
const adminCatalogueProductForm = z.object({
  name: formText({
    missing: ADMIN_CATALOGUE_TEXT.productNameRequired,
    max: 300,
    tooLong: 'Product name must be at most 300 characters',
  }),
  description: optionalFormText(10_000, 'Description must be at most 10,000 characters'),
  // '19.99' or '$19.99' (the form sends text): a price the storefront can show.
  price: z.preprocess(
    (value) => parsePrice(value) ?? undefined,
    z
      .number({ error: ADMIN_CATALOGUE_TEXT.productPriceInvalid })
      .min(0, ADMIN_CATALOGUE_TEXT.productPriceInvalid)
      .max(1_000_000, ADMIN_CATALOGUE_TEXT.productPriceInvalid),
  ),
  category: formText({
    missing: ADMIN_CATALOGUE_TEXT.productCategoryRequired,
    max: 100,
    tooLong: ADMIN_CATALOGUE_TEXT.unknownCategory,
  }),
  giftCategory: optionalFormText(60, ADMIN_CATALOGUE_TEXT.unknownGiftCategory),
  // Not in product spec 2's form: the shop's page, so View Deal leads somewhere (see docs/decisions.md).
  affiliateUrl: optionalFormText(2000, 'Product link must be at most 2,000 characters').pipe(
    z.url({ protocol: /^https?$/, error: 'Product link must be an http(s) address' }).optional(),
  ),
});

/** Both take a multipart form: its text fields below, and the picture as the file part `image`. */
export const adminCatalogueEndpoints = {
  addCategory: endpoint({
    method: 'POST',
    path: '/api/admin/categories',
    auth: 'admin',
    tag: 'admin-catalogue',
    summary: 'Add a category with a picture (multipart: name, description, image)',
    form: adminCategoryForm,
    answers: { 201: adminCategoryAnswer },
  }),
  addProduct: endpoint({
    method: 'POST',
    path: '/api/admin/products',
    auth: 'admin',
    tag: 'admin-catalogue',
    summary:
      'Add a product with a picture (multipart: name, description, price, category, giftCategory, image)',
    form: adminCatalogueProductForm,
    answers: { 201: adminCatalogueProductAnswer },
  }),
};
