import type { RefusalReason } from './types.ts';

/** The alert texts the board shows for a refused action (spec: forum and product spec 3 §8). */
export const REFUSAL_MESSAGES: Record<RefusalReason | 'stale' | 'busy' | 'not_a_player', string> = {
  not_your_turn: "It's not your turn",
  not_enough_energy: 'Not enough energy to play this card',
  card_not_in_hand: 'Card not available - please wait for the game to sync and try again.',
  stale: 'Card not available - please wait for the game to sync and try again.',
  busy: 'Please wait - another card is being played',
  unknown_card: 'Unknown card',
  game_over: 'This game is already over',
  not_a_player: 'You are not a player in this match',
};

/**
 * The alert for an action that could not be saved (the database is away) or
 * sent (the board lost its connection); product spec 3 §8 names the card play's.
 */
export const FAILURE_MESSAGES: Record<'play_card' | 'end_turn' | 'forfeit', string> = {
  play_card: 'Failed to play card',
  end_turn: 'Failed to end turn. Please try again.',
  forfeit: 'Failed to forfeit. Please try again.',
};
