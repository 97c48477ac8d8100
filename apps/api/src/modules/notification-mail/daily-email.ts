import { dropPercent, matchPath, priceText, productPagePath } from '@app/contracts';
import { escapeHtml } from '../mail/index.ts';
import type { PriceLine } from '../price-alerts/index.ts';
import { type ListedGame, page, timeLeft } from './emails.ts';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A section of the email: its lines as text, and as HTML. */
interface Section {
  text: string[];
  html: string;
}

const linkStyle = 'color:#ff3d7f;font-weight:700';
const list = (items: string[]) =>
  `<ul style="font-size:16px;line-height:1.5;padding-left:20px">\n${items.join('\n')}\n</ul>`;

/** Every async game waiting on the member's move, soonest deadline first. */
function gamesSection(games: ListedGame[], siteUrl: string, now: number): Section {
  if (games.length === 0) return { text: [], html: '' };
  const items = games.map((game) => ({
    link: siteUrl + matchPath(game.matchId),
    who: `against ${game.opponent}`,
    left: `${timeLeft(game.deadline, now)} left`,
  }));
  return {
    text: [
      `${games.length === 1 ? 'A game is' : `${games.length} games are`} waiting on your move:`,
      '',
      ...items.map((item) => `- ${item.who}: ${item.left}, ${item.link}`),
      '',
      'A turn that runs out loses the game on time.',
      '',
    ],
    html: `${list(
      items.map(
        (item) =>
          `<li style="margin:0 0 8px"><a href="${escapeHtml(item.link)}" style="${linkStyle}">${escapeHtml(item.who)}</a>: ${escapeHtml(item.left)}</li>`,
      ),
    )}
<p style="font-size:14px">A turn that runs out loses the game on time.</p>`,
  };
}

/** "now $89.99 (was $102.00, 12 % less)", "now $84.99, below your $85.00 alert": always the price shown now. */
const priceChange = (line: PriceLine) =>
  line.kind === 'price_alert'
    ? `now ${priceText(line.price)}, below your ${priceText(line.oldPrice)} alert`
    : `now ${priceText(line.price)} (was ${priceText(line.oldPrice)}, ${dropPercent(line.oldPrice, line.price)} % less)`;

/** The price drops and alerts fired since the last email, each with the product's link. */
function pricesSection(prices: PriceLine[], siteUrl: string): Section {
  if (prices.length === 0) return { text: [], html: '' };
  const items = prices.map((line) => ({
    link: siteUrl + productPagePath(line.productId),
    title: line.title,
    change: priceChange(line),
  }));
  return {
    text: [
      'Cheaper now:',
      '',
      ...items.map((item) => `- ${item.title}: ${item.change}, ${item.link}`),
      '',
      'Prices change: check the product page before you buy.',
      '',
    ],
    html: `<h2 style="font-size:18px;margin:24px 0 8px">Cheaper now</h2>
${list(
  items.map(
    (item) =>
      `<li style="margin:0 0 8px"><a href="${escapeHtml(item.link)}" style="${linkStyle}">${escapeHtml(item.title)}</a>: ${escapeHtml(item.change)}</li>`,
  ),
)}
<p style="font-size:14px">Prices change: check the product page before you buy.</p>`,
  };
}

function subjectOf(games: ListedGame[], prices: PriceLine[]) {
  const move = `Your move in ${counted(games.length, 'card game', 'card games')}`;
  const [only] = prices;
  if (prices.length === 0) return move;
  if (games.length > 0) return `${move}, and ${counted(prices.length, 'price drop', 'price drops')}`;
  return only && prices.length === 1
    ? `${only.title} is now ${priceText(only.price)}`
    : `${prices.length} price drops for you`;
}

/**
 * The one email a day: the async games waiting on the member's move, and the price drops and alerts fired since
 * the last one (either may be empty, not both).
 */
export function dailyEmail(games: ListedGame[], prices: PriceLine[], siteUrl: string, now: number) {
  const settingsUrl = `${siteUrl}/notifications`;
  const why = [games.length > 0 ? 'a game waits on you' : '', prices.length > 0 ? 'a price drops' : '']
    .filter(Boolean)
    .join(' or ');
  const stop = `You get this at most once a day when ${why}. Don't want it?`;
  const sections = [gamesSection(games, siteUrl, now), pricesSection(prices, siteUrl)];
  const text = [...sections.flatMap((section) => section.text), `${stop} ${settingsUrl}`, ''].join('\n');
  const body = sections.map((section) => section.html).join('\n');
  const heading = games.length > 0 ? 'Your move!' : 'Price drops!';
  return { subject: subjectOf(games, prices), text, html: page(heading, body, settingsUrl, stop) };
}
