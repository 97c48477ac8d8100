import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATEGORY_DESCRIPTION_MIN,
  CATEGORY_NAME_MAX,
  ADMIN_CATALOGUE_TEXT as TEXT,
} from '@app/contracts';

/** The picture types both forms take (the server checks the bytes again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the browser says about a chosen file. */
export interface ChosenFile {
  type: string;
  size: number;
}

/** Why a chosen picture cannot be sent, or null: none chosen, not jpg/png/webp, or over 5 MB. */
export function imageError(file: ChosenFile | null): string | null {
  if (!file) return TEXT.imageRequired;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return TEXT.invalidImage;
  if (file.size > CATALOGUE_IMAGE_MAX_BYTES) return TEXT.imageTooLarge;
  return null;
}

type Errors<Field extends string> = Partial<Record<Field, string>>;

const withoutEmpty = <Field extends string>(errors: Record<Field, string | null>): Errors<Field> =>
  Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== null)) as Errors<Field>;

export interface CategoryForm {
  name: string;
  description: string;
  image: ChosenFile | null;
}

/** The add-category rules (product spec 2 §5): the same messages the server answers with. */
export function categoryErrors(form: CategoryForm): Errors<keyof CategoryForm> {
  const name = form.name.trim();
  return withoutEmpty({
    name: !name
      ? TEXT.categoryNameRequired
      : name.length >= CATEGORY_NAME_MAX
        ? TEXT.categoryNameTooLong
        : null,
    description:
      form.description.trim().length < CATEGORY_DESCRIPTION_MIN ? TEXT.categoryDescriptionTooShort : null,
    image: imageError(form.image),
  });
}

export interface CatalogueProductForm {
  name: string;
  description: string;
  price: string;
  category: string;
  giftCategory: string;
  affiliateUrl: string;
  image: ChosenFile | null;
}

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The add-product rules: a name, a price of 0 or more, a category, a picture; a link, when given, http(s). */
export function productErrors(form: CatalogueProductForm): Errors<keyof CatalogueProductForm> {
  const price = Number(form.price.trim().replace(/^\$/, ''));
  const link = form.affiliateUrl.trim();
  return withoutEmpty({
    name: form.name.trim() ? null : TEXT.productNameRequired,
    description: null,
    price: form.price.trim() && Number.isFinite(price) && price >= 0 ? null : TEXT.productPriceInvalid,
    category: form.category ? null : TEXT.productCategoryRequired,
    giftCategory: null,
    affiliateUrl: !link || isWebAddress(link) ? null : 'Product link must be an http(s) address',
    image: imageError(form.image),
  });
}

/** The starter-deck action's result in words (product spec 2 §2: createdCount, totalUsersWithoutDecks, errors). */
export function starterDecksSummary(result: {
  createdCount: number;
  totalUsersWithoutDecks: number;
  errors: unknown[];
}) {
  const members = (n: number) => `${n} member${n === 1 ? '' : 's'}`;
  const made = `Created ${result.createdCount} starter deck${result.createdCount === 1 ? '' : 's'} for ${members(result.totalUsersWithoutDecks)} without decks.`;
  return result.errors.length > 0 ? `${made} ${result.errors.length} failed.` : made;
}
