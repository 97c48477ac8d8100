import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { type MediaStore, newMediaKey } from './store.ts';

/** An upload that is not an image we take; the message says why, naming the image as the caller does. */
export class ImageRejected extends Error {}

/** Raster formats an upload may be, recognised by their first bytes (never by the type the upload claims). */
const SIGNATURES: ReadonlyArray<{ format: 'jpeg' | 'png' | 'webp'; matches: (bytes: Buffer) => boolean }> = [
  {
    format: 'jpeg',
    matches: (bytes) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    format: 'png',
    matches: (bytes) =>
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'webp',
    matches: (bytes) =>
      bytes.length > 12 &&
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
      bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** jpeg, png or webp by the bytes' magic number; null for anything else (SVG, GIF, text...). */
export function sniffImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.format ?? null;
}

/** Largest picture decoded (width × height): a small file can declare a huge one to exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageRules {
  /** How the image is named in refusals ('Avatar image'). */
  label: string;
  /** Most bytes the upload may have. */
  maxBytes: number;
  /** The stored image fits within a square of this side (never enlarged). */
  maxSide: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** An upload's bytes, or the path of the file they were streamed to (large uploads never sit in memory whole). */
export type ImageSource = Buffer | { path: string };

/** The upload's size and its first bytes (enough for every signature). */
async function sizeAndHead(source: ImageSource): Promise<{ size: number; head: Buffer }> {
  if (Buffer.isBuffer(source)) return { size: source.length, head: source.subarray(0, 16) };
  const file = await open(source.path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(16, size));
    await file.read(head, 0, head.length, 0);
    return { size, head };
  } finally {
    await file.close();
  }
}

/**
 * Checks an uploaded image and re-encodes it for serving: JPEG, PNG or WebP by its bytes, within the size
 * limit, turned upright by its EXIF orientation, every piece of metadata (EXIF, GPS, XMP, ICC, comments)
 * dropped, made to fit `maxSide`, written as WebP. Throws ImageRejected for anything else.
 */
export async function prepareImage(source: ImageSource, rules: ImageRules): Promise<Buffer> {
  const { size, head } = await sizeAndHead(source);
  if (size === 0) throw new ImageRejected(`${rules.label} is empty`);
  if (size > rules.maxBytes) {
    throw new ImageRejected(`${rules.label} must be at most ${megabytes(rules.maxBytes)}`);
  }
  const sniffed = sniffImageFormat(head);
  if (!sniffed) throw new ImageRejected(`${rules.label} must be a JPEG, PNG or WebP image`);
  const input = () =>
    sharp(Buffer.isBuffer(source) ? source : source.path, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    });
  let format: string | undefined;
  try {
    ({ format } = await input().metadata());
  } catch {
    throw new ImageRejected(`${rules.label} could not be read`);
  }
  // The decoder must agree with the magic number: no other format reaches it under a borrowed header.
  if (format !== sniffed) throw new ImageRejected(`${rules.label} must be a JPEG, PNG or WebP image`);
  try {
    return await input()
      .autoOrient()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejected(
      tooBig
        ? `${rules.label} is too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`
        : `${rules.label} could not be read`,
    );
  }
}

/**
 * The bytes of a base64 image data URL (`data:image/...;base64,...`), as a browser's FileReader writes one;
 * null for any other text. The declared type is not trusted: prepareImage looks at the bytes.
 */
export function decodeImageDataUrl(value: string): Buffer | null {
  const match = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9-]+=[^;,]*)*;base64,/i.exec(value);
  if (!match) return null;
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) return null;
  return Buffer.from(payload, 'base64');
}

/** Checks and re-encodes an uploaded image (see prepareImage) and stores it under `folder`; answers its key. */
export async function storeImage(store: MediaStore, folder: string, source: ImageSource, rules: ImageRules) {
  const prepared = await prepareImage(source, rules);
  const key = newMediaKey(folder, 'webp');
  await store.put(key, prepared, 'image/webp');
  return key;
}

/** The path a stored key is served at (`mediaEndpoints.file`). */
const MEDIA_PATH = '/media';
export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;

/** The key a URL of ours names (`/media/avatars/x.webp` → `avatars/x.webp`); null for any other URL. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  return url?.startsWith(`${MEDIA_PATH}/`) ? url.slice(MEDIA_PATH.length + 1) : null;
}
