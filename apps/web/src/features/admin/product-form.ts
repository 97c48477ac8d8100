import {
  type AdminProductBody,
  type AdminProductListItem,
  adminFrontendData,
  PRODUCT_ADMIN_TEXT as TEXT,
} from '@app/contracts';

/** The product admin form (product spec 2 §2): every field as the inputs hold it. */
export interface ProductForm {
  _id: string;
  name: string;
  description: string;
  price: string;
  source: 'amazon' | 'other';
  asin: string;
  affiliateUrl: string;
  imageUrl: string;
  images: string;
  categories: string;
  viralFactor: string;
  dropDate: string;
  availability: string;
}

export type FormErrors = Partial<Record<keyof ProductForm, string>>;

/** The live ASIN check's states (product spec 2 §4). */
export type AsinStatus = 'idle' | 'checking' | 'available' | 'in-use' | 'unverified' | 'current';

export const ASIN_STATUS_TEXT: Record<Exclude<AsinStatus, 'idle'>, string> = {
  checking: 'Checking…',
  available: 'Available',
  'in-use': TEXT.asinInUse,
  unverified: 'Could not verify ASIN availability',
  current: 'Current product ASIN',
};

const today = () => new Date().toISOString().slice(0, 10);

export const emptyForm = (): ProductForm => ({
  _id: '',
  name: '',
  description: '',
  price: '',
  source: 'amazon',
  asin: '',
  affiliateUrl: '',
  imageUrl: '',
  images: '',
  categories: '',
  viralFactor: '',
  dropDate: today(),
  availability: '',
});

/** The form for editing a listed product, read from its frontendData. */
export function formFromItem(item: AdminProductListItem): ProductForm {
  const data = adminFrontendData.parse(JSON.parse(item.frontendData));
  return {
    _id: data._id,
    name: data.name,
    description: data.description,
    price: item.price === null ? '' : String(item.price),
    source: data.source,
    asin: data.asin ?? '',
    affiliateUrl: data.affiliateUrl === '#' ? '' : data.affiliateUrl,
    imageUrl: item.imageUrl,
    images: data.images.join(', '),
    categories: data.categories.join(', '),
    viralFactor: data.viralFactor,
    dropDate: data.dropDate.slice(0, 10),
    availability: item.availability ?? '',
  };
}

/** Comma-separated text as a list: trimmed, empties dropped (product spec 2 §5). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The rules of product spec 2 §5, in the form; the server checks them again. */
export function validateForm(
  form: ProductForm,
  { isNew, asinStatus }: { isNew: boolean; asinStatus: AsinStatus },
) {
  const errors: FormErrors = {};
  const price = Number.parseFloat(form.price);
  if (isNew && !form._id.trim()) errors._id = TEXT.idRequired;
  if (!form.name.trim()) errors.name = TEXT.nameRequired;
  if (form.source === 'amazon' && isNew && !form.asin.trim()) errors.asin = TEXT.asinRequired;
  if (form.asin.trim() && asinStatus === 'in-use') errors.asin = TEXT.asinInUse;
  if (form.source === 'other') {
    if (!form.affiliateUrl.trim()) errors.affiliateUrl = TEXT.otherUrlRequired;
    else if (!/^https?:\/\/\S+$/i.test(form.affiliateUrl.trim()))
      errors.affiliateUrl = TEXT.affiliateUrlRequired;
    if (!(price > 0)) errors.price = TEXT.otherPriceRequired;
    if (!form.imageUrl.trim()) errors.imageUrl = TEXT.otherImageRequired;
  }
  return errors;
}

/** What the API is sent: lists as arrays, price a number (or nothing). */
export function formBody(form: ProductForm): AdminProductBody {
  const price = Number.parseFloat(form.price);
  return {
    ...(form._id.trim() ? { _id: form._id.trim() } : {}),
    name: form.name.trim(),
    description: form.description.trim(),
    price: Number.isFinite(price) ? price : null,
    source: form.source,
    asin: form.asin.trim().toUpperCase(),
    affiliateUrl: form.affiliateUrl.trim(),
    imageUrl: form.imageUrl.trim(),
    images: splitList(form.images),
    categories: splitList(form.categories),
    viralFactor: form.viralFactor.trim(),
    dropDate: form.dropDate,
    availability: form.availability.trim(),
  };
}

/** The product list as the page shows it: newest drop first (product spec 2 §9); each item's data read once. */
export function byDropDate(items: AdminProductListItem[]) {
  const dropped = new Map(
    items.map((item) => [item, Date.parse(adminFrontendData.parse(JSON.parse(item.frontendData)).dropDate)]),
  );
  return [...items].sort((a, b) => (dropped.get(b) ?? 0) - (dropped.get(a) ?? 0));
}
