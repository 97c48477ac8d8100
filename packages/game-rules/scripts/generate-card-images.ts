/*
 * Writes one SVG card face per catalogue card to apps/web/public/cards/<id>.svg.
 * Output is deterministic, so re-running only changes files whose card changed.
 * Run with: pnpm --filter @app/game-rules generate:card-images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARDS } from '../src/cards.ts';
import type { Card, CardRarity, CardType } from '../src/types.ts';

const OUT_DIR = fileURLToPath(new URL('../../../apps/web/public/cards/', import.meta.url));

const TYPE_COLOURS: Record<CardType, [string, string]> = {
  Attack: ['#f87171', '#991b1b'],
  Magic: ['#a78bfa', '#4c1d95'],
  Defense: ['#60a5fa', '#1e3a8a'],
  Skill: ['#34d399', '#065f46'],
};

const RARITY_COLOURS: Record<CardRarity, string> = {
  Common: '#cbd5e1',
  Rare: '#38bdf8',
  Epic: '#facc15',
};

const DESCRIPTION_CHARS_PER_LINE = 30;
const DESCRIPTION_MAX_LINES = 5;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > DESCRIPTION_CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, DESCRIPTION_MAX_LINES);
}

function renderCard(card: Card): string {
  const [light, dark] = TYPE_COLOURS[card.type];
  // Long names shrink to fit the 176 px title row (bold glyphs average about 0.62 em).
  const nameSize = Math.min(18, Math.floor(176 / (card.name.length * 0.62)));
  const description = wrap(card.description)
    .map((line, i) => `<tspan x="100" dy="${i === 0 ? 0 : 14}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="280" viewBox="0 0 200 280" role="img" aria-label="${escapeXml(card.name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect x="4" y="4" width="192" height="272" rx="16" fill="url(#bg)" stroke="${RARITY_COLOURS[card.rarity]}" stroke-width="6"/>`,
    '<g font-family="system-ui,-apple-system,Segoe UI,sans-serif" text-anchor="middle">',
    `<text x="100" y="34" font-size="${nameSize}" font-weight="700" fill="#fff">${escapeXml(card.name)}</text>`,
    '<rect x="18" y="48" width="164" height="112" rx="12" fill="#fff" fill-opacity=".88"/>',
    `<text x="100" y="126" font-size="60">${card.icon}</text>`,
    '<circle cx="34" cy="64" r="16" fill="#1e1b4b" stroke="#fff" stroke-width="3"/>',
    `<text x="34" y="71" font-size="19" font-weight="700" fill="#fff">${card.cost}</text>`,
    `<text x="100" y="182" font-size="11" font-weight="600" fill="#fff" letter-spacing="1">${card.type.toUpperCase()} · ${card.rarity.toUpperCase()}</text>`,
    `<text y="204" font-size="11" fill="#fff">${description}</text>`,
    '</g></svg>',
    '',
  ].join('\n');
}

mkdirSync(OUT_DIR, { recursive: true });
for (const card of CARDS) writeFileSync(`${OUT_DIR}${card.id}.svg`, renderCard(card));
console.log(`wrote ${CARDS.length} card images to ${OUT_DIR}`);
