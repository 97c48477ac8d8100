import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * What the card battle tells a player who is not on the board (issue 42): an async match's turn passed to them,
 * their async queue entry matched, their async turn about to run out (at 1/6 and 1/24 of it left), a match of
 * theirs ended. Each names the match (`match_id`) and the opponent (the notification's actor).
 */
export const CARD_NOTIFICATION_KINDS = ['your_turn', 'match_found', 'deadline_soon', 'match_ended'] as const;
export type CardNotificationKind = (typeof CARD_NOTIFICATION_KINDS)[number];

/** A card notification's particulars (null on the forum's). */
export const cardNotificationDetail = z.object({
  /** your_turn, deadline_soon: when the turn runs out (ISO time). */
  deadline: z.string().optional(),
  /** deadline_soon: the time that was left when it was raised, in seconds. */
  left_seconds: z.number().int().optional(),
  /**
   * match_ended: how it ended for the member (aborted: ended by forfeit or timeout before each player had ended
   * a turn, so it changed no rating and paid no point), why (the rules' win reason) and the points it paid them.
   */
  result: z.enum(['won', 'lost', 'draw', 'aborted']).optional(),
  reason: z.string().nullable().optional(),
  points: z.number().int().optional(),
});
export type CardNotificationDetail = z.infer<typeof cardNotificationDetail>;

/** "4 hours", "1 hour", "25 minutes", "30 seconds": a time left, rounded to its largest unit. */
export function durationText(seconds: number): string {
  const [value, unit] =
    seconds >= 3600
      ? [Math.round(seconds / 3600), 'hour']
      : seconds >= 60
        ? [Math.round(seconds / 60), 'minute']
        : [Math.max(0, Math.round(seconds)), 'second'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** The win reasons as a player reads them about their own match. */
const REASON_TEXT: Record<string, string> = {
  reached_10_buy_power: 'reached 10 Buy Power',
  tie_both_reached_10: 'both reached 10 Buy Power',
  opponent_no_cards: 'a player ran out of cards',
  more_buy_power: 'more Buy Power',
  tie: 'equal Buy Power',
  opponent_forfeited: 'forfeit',
  opponent_timeout: 'out of time',
  opponent_timeout_3_strikes: 'timed out 3 times',
};

/** The line a card notification shows, e.g. "It's your move against alice". */
export function cardNotificationText(
  kind: CardNotificationKind,
  opponent: string,
  detail: CardNotificationDetail | null,
): string {
  switch (kind) {
    case 'your_turn':
      return `It's your move against ${opponent}`;
    case 'match_found':
      return `Your async match against ${opponent} has started`;
    case 'deadline_soon':
      return `${durationText(detail?.left_seconds ?? 0)} left for your move against ${opponent}`;
    case 'match_ended': {
      const why = detail?.reason ? ` (${REASON_TEXT[detail.reason] ?? detail.reason})` : '';
      const points = detail?.points ? `, +${detail.points} points` : '';
      if (detail?.result === 'won') return `You won against ${opponent}${why}${points}`;
      if (detail?.result === 'lost') return `You lost against ${opponent}${why}`;
      if (detail?.result === 'aborted') {
        return `Your match against ${opponent} was aborted${why}: no rating change, no points`;
      }
      return `Your match against ${opponent} ended in a draw${why}`;
    }
  }
}

/** How many of the member's async games wait on their move (the header's badge). */
export const gamesWaitingAnswer = z.object({ waiting: z.number().int() });

/**
 * The one-click unsubscribes (RFC 8058) of the members' emails: `digest` turns off the daily email, `deadline`
 * the email before a turn runs out, `prices` wishlist price drops (a daily email that lists only those carries it).
 */
export const MEMBER_EMAIL_KINDS = ['digest', 'deadline', 'prices'] as const;
export type MemberEmailKind = (typeof MEMBER_EMAIL_KINDS)[number];

/** One-click unsubscribe (RFC 8058) from one kind of the members' emails; the link carries its token. */
export const cardEmailUnsubscribeQuery = z.object({
  user: z.coerce.number().int().positive().optional(),
  kind: z.enum(MEMBER_EMAIL_KINDS).optional(),
  token: z.string().max(100).optional(),
});

export const cardNotificationEndpoints = {
  gamesWaiting: endpoint({
    method: 'GET',
    path: '/api/card/games/waiting',
    auth: 'member',
    tag: 'card-game',
    summary: "How many of the member's async games wait on their move",
    answers: { 200: gamesWaitingAnswer },
  }),
  emailOneClick: endpoint({
    method: 'POST',
    path: '/api/card/emails/unsubscribe',
    auth: 'none',
    tag: 'notifications',
    summary:
      'One-click unsubscribe (RFC 8058) from the daily email, the deadline email or wishlist price drops',
    query: cardEmailUnsubscribeQuery,
    answers: { 200: z.object({ ok: z.literal(true), message: z.string() }) },
  }),
};
