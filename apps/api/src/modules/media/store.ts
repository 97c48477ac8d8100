import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a stored file is served as, by the extension its key ends with. */
export const MEDIA_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<string, string>;

export type MediaExtension = keyof typeof MEDIA_TYPES;

/**
 * A key is a folder and a file name ending in a known extension (`avatars/Xy3_k9.webp`): no dots but the
 * extension's, so no key can climb out of the store, and the extension alone says the content type.
 */
const KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.(webp|jpg|png)$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

/** The content type a key is served with; null for a key that is not a media key. */
export function mediaTypeOf(key: string): string | null {
  const extension = isMediaKey(key) ? (KEY.exec(key)?.[1] as MediaExtension | undefined) : undefined;
  return extension ? MEDIA_TYPES[extension] : null;
}

/** A fresh, unguessable key under `folder` (`avatars/<22 random characters>.webp`). */
export function newMediaKey(folder: string, extension: MediaExtension): string {
  return `${folder}/${randomBytes(16).toString('base64url')}.${extension}`;
}

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded media live (avatars; product images later). Keys are written once and never change
 * (a new image gets a new key), so what is served under a key may be cached for good. The file-system
 * store is the embedded default; a bucket (S3-compatible) can implement the same three calls.
 */
export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes and their type; null when nothing is stored under the key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Forgets a key; nothing happens when it is not stored. */
  delete(key: string): Promise<void>;
}

function checkKey(key: string, contentType?: string) {
  const type = mediaTypeOf(key);
  if (!type) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  if (contentType !== undefined && contentType !== type) {
    throw new Error(`${key} would be served as ${type}, not ${contentType}`);
  }
  return type;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Media kept as files under `root` (DATA_DIR/media by default), one file per key. */
export function createFileMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, bytes, contentType) {
      checkKey(key, contentType);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const contentType = mediaTypeOf(key);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
