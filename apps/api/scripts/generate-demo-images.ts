/*
 * Writes the demo catalogue's product images to apps/web/public/images/products/<id>.webp (plus
 * <id>-2.webp, <id>-3.webp for carousel products), and the shirtvskins subcollection image if the
 * web app does not have one yet. Each product image is drawn as an SVG and photographed by
 * Chromium (CHROMIUM_PATH, default Debian's /usr/bin/chromium, with the Noto Color Emoji font for
 * its emoji) into a 400 × 400 WebP: pictures, as a shop's product photos are, so a page of them
 * costs the browser what real products cost (an SVG image is a document of its own to parse, lay
 * out and paint on the page's main thread, ≈ 10 ms each on a 2-core machine) and looks the same
 * where the reader has no colour emoji font. Run with: pnpm --filter @app/api generate:demo-images
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_PRODUCTS, type DemoProduct, demoImagePaths } from '../src/modules/catalogue/demo-products.ts';

const IMAGES_DIR = fileURLToPath(new URL('../../web/public/images/', import.meta.url));

const PALETTE: Array<[string, string]> = [
  ['#ff3d7f', '#7b2ff7'],
  ['#ff9a3d', '#ff3d7f'],
  ['#00c6ff', '#0072ff'],
  ['#43e97b', '#11998e'],
  ['#f7971e', '#e94057'],
  ['#8e2de2', '#4a00e0'],
  ['#fc466b', '#3f5efb'],
  ['#00b09b', '#2c6dd5'],
  ['#ee0979', '#ff6a00'],
  ['#7f00ff', '#e100ff'],
  ['#f953c6', '#b91d73'],
  ['#1fa2ff', '#12d8fa'],
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hash = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The product name without its parenthetical, in at most two lines of up to 19 characters. */
function labelLines(name: string): string[] {
  const words = name
    .replace(/\s*\([^)]*\)/g, '')
    .trim()
    .split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > 19) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= 2 ? lines : [lines[0] ?? '', `${lines[1] ?? ''}…`];
}

function renderImage(name: string, emoji: string, [from, to]: [string, string]): string {
  const lines = labelLines(name);
  const firstY = lines.length === 1 ? 336 : 322;
  const label = lines
    .map((text, i) => `<text x="200" y="${firstY + i * 30}">${escapeXml(text)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>',
    '<rect width="400" height="400" fill="url(#bg)"/>',
    '<circle cx="340" cy="56" r="70" fill="#fff" fill-opacity=".12"/><circle cx="40" cy="300" r="96" fill="#fff" fill-opacity=".08"/>',
    '<circle cx="200" cy="160" r="128" fill="url(#glow)"/>',
    `<text x="200" y="162" font-size="132" text-anchor="middle" dominant-baseline="central">${emoji}</text>`,
    '<rect x="24" y="290" width="352" height="86" rx="22" fill="#1b1035" fill-opacity=".28"/>',
    `<g font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="25" font-weight="800" fill="#fff" text-anchor="middle">${label}</g>`,
    '<text x="22" y="34" font-family="system-ui,sans-serif" font-size="12" font-weight="800" letter-spacing="2.5" fill="#fff" fill-opacity=".85">DOPAMINE DEALS</text>',
    '</svg>',
    '',
  ].join('\n');
}

function productImages(product: DemoProduct) {
  const base = hash(product.id);
  const emojis = [product.emoji, ...(product.moreImages ?? [])];
  return demoImagePaths(product).map((imagePath, i) => ({
    file: `${IMAGES_DIR}${imagePath.replace(/^\/images\//, '')}`,
    svg: renderImage(
      product.name,
      emojis[i] ?? product.emoji,
      PALETTE[(base + i * 5) % PALETTE.length] ?? ['#ff3d7f', '#7b2ff7'],
    ),
  }));
}

/** WebP quality: 7–9 kB a picture, no visible loss on the gradients and emoji at 400 px. */
const WEBP_QUALITY = 78;

mkdirSync(`${IMAGES_DIR}products`, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 400, height: 400 } });
let written = 0;
for (const product of DEMO_PRODUCTS) {
  for (const { file, svg } of productImages(product)) {
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    const picture = await page.locator('svg').screenshot({ type: 'png' });
    await sharp(picture).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(file);
    written += 1;
  }
}
await browser.close();
console.log(`wrote ${written} product images to ${IMAGES_DIR}products`);

// The web app ships its own drawing of the subcollection; only fill the gap if it is missing.
const subcollectionImage = `${IMAGES_DIR}collections/shirtvskins.svg`;
if (!existsSync(subcollectionImage)) {
  mkdirSync(`${IMAGES_DIR}collections`, { recursive: true });
  writeFileSync(subcollectionImage, renderImage('Shirt vs Skins', '👕', ['#ff3d7f', '#3f5efb']));
  console.log(`wrote ${subcollectionImage}`);
}
