import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { MediaStore } from '../media/index.ts';

/** The large link-preview card of Facebook, X, Slack and the like. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PICTURE_SIDE = 470;
/** Previews kept in memory (a few hundred KB each at most); the oldest go first. */
const CACHED_PREVIEWS = 200;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Words laid into lines of at most `width` characters, at most `lines` lines (the last one cut with …). */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

export interface PreviewContent {
  title: string;
  /** A second line: the price, or what the page is. */
  subtitle: string;
  /** The picture's bytes (any format sharp reads, SVG included); null draws the text alone. */
  picture: Buffer | null;
}

/** A 1200 × 630 PNG: the site's gradient, the picture on a white tile, the title, the subtitle, the site. */
export async function renderPreview(content: PreviewContent, siteName: string): Promise<Buffer> {
  const withPicture = content.picture !== null;
  const textLeft = withPicture ? 600 : 80;
  const titleLines = wrapText(content.title, withPicture ? 20 : 34, 3);
  const text = [
    ...titleLines.map(
      (line, index) =>
        `<text x="${textLeft}" y="${200 + index * 66}" font-size="56" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    `<text x="${textLeft}" y="${230 + titleLines.length * 66}" font-size="40" font-weight="700" fill="#fff3b0">${escapeXml(content.subtitle)}</text>`,
    `<text x="${PREVIEW_WIDTH - 60}" y="${PREVIEW_HEIGHT - 50}" font-size="32" font-weight="800" fill="#ffffff" text-anchor="end">${escapeXml(siteName)}</text>`,
  ];
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#7b2ff7"/><stop offset="1" stop-color="#f107a3"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      ${withPicture ? `<rect x="60" y="${(PREVIEW_HEIGHT - PICTURE_SIDE) / 2 - 20}" width="${PICTURE_SIDE + 40}" height="${PICTURE_SIDE + 40}" rx="36" fill="#ffffff"/>` : ''}
      <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${text.join('')}</g>
    </svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (content.picture) {
    try {
      const picture = await sharp(content.picture, { density: 300, limitInputPixels: 40_000_000 })
        .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      layers.push({ input: picture, left: 80, top: (PREVIEW_HEIGHT - PICTURE_SIDE) / 2 });
    } catch {
      // An unreadable picture leaves its white tile empty: the preview still says what the page is.
    }
  }
  return sharp(background).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The bytes of one of the site's own pictures: a web app file under `/images/` (from the built app) or an
 * uploaded `/media/` file. Anything else (another site's address) is null: a preview never fetches from
 * elsewhere.
 */
export function siteImageReader(webDistDir: string, media: MediaStore) {
  const root = path.resolve(webDistDir);
  return async (url: string): Promise<Buffer | null> => {
    if (url.startsWith('/media/')) return (await media.get(url.slice('/media/'.length)))?.bytes ?? null;
    if (!url.startsWith('/images/')) return null;
    const file = path.resolve(root, `.${decodeURIComponent(url.split('?')[0] ?? '')}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  };
}

/** Renders previews once per content: the same title, subtitle and picture give the cached PNG. */
export function previewCache(siteName: string) {
  const cache = new Map<string, Promise<Buffer>>();
  return (content: PreviewContent) => {
    const key = createHash('sha256')
      .update(JSON.stringify([content.title, content.subtitle]))
      .update(content.picture ?? Buffer.alloc(0))
      .digest('base64url');
    let png = cache.get(key);
    if (!png) {
      png = renderPreview(content, siteName);
      cache.set(key, png);
      png.catch(() => cache.delete(key));
      if (cache.size > CACHED_PREVIEWS) cache.delete(cache.keys().next().value as string);
    }
    return png;
  };
}
