import { durationText, matchPath } from '@app/contracts';
import { escapeHtml } from '../mail/index.ts';

/** A game as an email lists it. */
export interface ListedGame {
  matchId: string;
  opponent: string;
  deadline: Date;
}

export const timeLeft = (deadline: Date, now: number) =>
  durationText(Math.max(0, (deadline.getTime() - now) / 1000));

/** The email's frame: a heading, paragraphs of HTML, and the footer that says how to stop it. */
export function page(heading: string, body: string, settingsUrl: string, stopText: string) {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff5f8;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f1235">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<h1 style="margin:0 0 16px;font-size:24px;color:#ff3d7f">${escapeHtml(heading)}</h1>
${body}
<p style="font-size:13px;color:#6b5b7b">${escapeHtml(stopText)} <a href="${escapeHtml(settingsUrl)}" style="color:#6b5b7b">Notification settings</a>.</p>
</div></body></html>
`;
}

const DEADLINE_STOP = "You get this when a turn is about to run out and you haven't looked. Don't want it?";

/** The last warning before a turn runs out, to a member who may not have seen it coming. */
export function deadlineEmail(game: ListedGame, siteUrl: string, now: number) {
  const left = timeLeft(game.deadline, now);
  const subject = `${left} left for your move against ${game.opponent}`;
  const link = siteUrl + matchPath(game.matchId);
  const settingsUrl = `${siteUrl}/notifications`;
  const text = [
    `Your turn in your async card game against ${game.opponent} runs out in ${left} (${game.deadline.toUTCString()}).`,
    'If it runs out, you lose the game on time.',
    '',
    `Play your move: ${link}`,
    '',
    `${DEADLINE_STOP} ${settingsUrl}`,
    '',
  ].join('\n');
  const body = `<p style="font-size:16px;line-height:1.5">Your turn against ${escapeHtml(game.opponent)} runs out in ${escapeHtml(left)}. If it runs out, you lose the game on time.</p>
<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="background:#ff3d7f;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:700">Play your move</a></p>`;
  return { subject, text, html: page(`${left} left!`, body, settingsUrl, DEADLINE_STOP) };
}
