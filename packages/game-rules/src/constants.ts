import type { GameMode, WinReason } from './types.ts';

// Deck building (product spec 3 §5 Deck, product spec 3 §9 Card battle).
export const MIN_DECK_SIZE = 10;
export const MAX_DECK_SIZE = 20;
export const MAX_COPIES = 4;
/** The local deck builder screen caps its deck at 10 cards (product spec 3 §4 Deck builder). */
export const LOCAL_BUILDER_DECK_SIZE = 10;
export const STARTER_DECK_ID_PREFIX = 'starter_';

// Match setup.
export const STARTING_HP = 30;
export const STARTING_HAND_SIZE = 5;
export const BASE_ENERGY = 3;
export const CARRY_OVER_BONUS = 1;
/** Energy never exceeds base energy plus the carry-over bonus. */
export const ENERGY_CAP = BASE_ENERGY + CARRY_OVER_BONUS;
export const DEFAULT_CARD_COST = 1;

// Victory.
export const WIN_BUY_POWER = 10;
/** Hard cap on total turns (both players) so every game ends; the higher Buy Power then wins. */
export const TURN_LIMIT = 40;

// Combat bounds.
/** Buy Power lost when hp is knocked to 0 ("Wallet Drained"); hp is then refilled. */
export const WALLET_DRAINED_PENALTY = 3;
export const MAX_ARMOR = 20;
export const MAX_SHIELD = 20;
export const MAX_ATTACK_POWER = 3;
export const MAX_DEFENSE = 3;

// Modes and timeouts.
export const BLITZ_TURN_SECONDS = 45;
export const ASYNC_TURN_SECONDS = 86_400;
export const BLITZ_TIMEOUT_LIMIT = 3;
export const ASYNC_TIMEOUT_LIMIT = 1;
export const MAX_BLITZ_GAMES = 1;
export const MAX_ASYNC_GAMES = 3;

// Log and rewards.
export const BATTLE_LOG_LIMIT = 50;
export const WIN_REWARD_POINTS = 1;

// Ratings (Glicko-2, one per member and mode; one match is one rating period).
export const RATING_START = 1500;
export const RATING_START_RD = 350;
export const RATING_START_VOLATILITY = 0.06;
/** Glicko-2's system constant: how much volatility may change in one period (the paper suggests 0.3 to 1.2). */
export const RATING_TAU = 0.5;
/** A rating whose deviation is above this is provisional (shown `1500?`) and kept off the leaderboards. */
export const PROVISIONAL_RD = 110;

export interface ModeRules {
  readonly turnSeconds: number;
  /** Timeouts that lose the game for the player who runs out of time. */
  readonly timeoutLimit: number;
  readonly timeoutWinReason: WinReason;
  readonly maxActiveGames: number;
}

export const MODE_RULES: Readonly<Record<GameMode, ModeRules>> = {
  blitz: {
    turnSeconds: BLITZ_TURN_SECONDS,
    timeoutLimit: BLITZ_TIMEOUT_LIMIT,
    timeoutWinReason: 'opponent_timeout_3_strikes',
    maxActiveGames: MAX_BLITZ_GAMES,
  },
  async: {
    turnSeconds: ASYNC_TURN_SECONDS,
    timeoutLimit: ASYNC_TIMEOUT_LIMIT,
    timeoutWinReason: 'opponent_timeout',
    maxActiveGames: MAX_ASYNC_GAMES,
  },
};
