export type PlayerSlot = 'player_a' | 'player_b';
export type GameMode = 'blitz' | 'async';
export type GameStatus = 'in_progress' | 'completed' | 'forfeited';

export type WinReason =
  | 'reached_10_buy_power'
  | 'tie_both_reached_10'
  | 'opponent_no_cards'
  | 'more_buy_power'
  | 'tie'
  | 'opponent_forfeited'
  | 'opponent_timeout'
  | 'opponent_timeout_3_strikes';

export type RefusalReason =
  | 'not_your_turn'
  | 'not_enough_energy'
  | 'card_not_in_hand'
  | 'game_over'
  | 'unknown_card';

export type CardType = 'Attack' | 'Magic' | 'Defense' | 'Skill';
export type CardRarity = 'Common' | 'Rare' | 'Epic';

/** poison and burn hurt the player they sit on every turn; heal restores hp. */
export type StatusEffectType = 'poison' | 'burn' | 'heal';

/** A status effect, both as a card describes it and as it sits on a player. */
export interface StatusEffect {
  name: string;
  type: StatusEffectType;
  /** Number of the affected player's turn starts it lasts. */
  duration: number;
  value: number;
}

/** price_lock: opponents cannot lower your Buy Power. loyalty_points: +1 Buy Power at each of your turn starts. */
export type BuffId = 'price_lock' | 'loyalty_points';

export interface Buff {
  id: BuffId;
  duration: number;
}

export interface CardEffect {
  buyPower?: number;
  /** Signed change to the opponent's Buy Power (Flash Sale +1, Return Policy -1). */
  opponentBuyPower?: number;
  draw?: number;
  opponentDraw?: number;
  damage?: number;
  heal?: number;
  armor?: number;
  shield?: number;
  energy?: number;
  attackPower?: number;
  defense?: number;
  statusEffect?: StatusEffect;
  buff?: Buff;
  /** Removes poison and burn from the player who plays the card. */
  cleanse?: boolean;
  discardAllHands?: boolean;
  nextCardFree?: boolean;
}

export interface Card {
  id: string;
  name: string;
  cost: number;
  type: CardType;
  rarity: CardRarity;
  description: string;
  effect: CardEffect;
  imageUrl: string;
  /** Glyph shown on the card face. */
  icon: string;
  /** Display stats derived from the effect: damage dealt and armor + shield granted. */
  attack: number;
  defense: number;
}

export type CardCatalogue = ReadonlyMap<string, Card>;

export interface PlayerInfo {
  id: string;
  username: string;
}

export interface PlayerState {
  id: string;
  username: string;
  hand: string[];
  deck: string[];
  discard: string[];
  /** Cards played this game. Played cards leave circulation; only discarded cards are reshuffled. */
  playedCards: string[];
  buyPower: number;
  buffs: Buff[];
  energy: number;
  maxEnergy: number;
  /** Bonus energy banked for the start of this player's next turn. */
  carryOver: number;
  /** Energy spent during the current turn; decides the carry-over bonus. */
  energySpent: number;
  nextCardFree: boolean;
  hp: number;
  maxHp: number;
  armor: number;
  shield: number;
  statusEffects: StatusEffect[];
  attackPower: number;
  defense: number;
}

export type RngState = [number, number, number, number];

export interface BattleLogEntry {
  id: string;
  /** User id of the player who caused the entry. */
  playerId: string;
  action: string;
  /** User id of the affected player, when there is one. */
  target: string | null;
  cardName: string | null;
  value: number | null;
  description: string;
  timestamp: number;
}

export interface MatchState {
  gameMode: GameMode;
  playerA: PlayerState;
  playerB: PlayerState;
  currentTurn: PlayerSlot;
  turnCount: number;
  gameStatus: GameStatus;
  winner: PlayerSlot | null;
  winReason: WinReason | null;
  playerATimeouts: number;
  playerBTimeouts: number;
  turnTimerSeconds: number;
  turnDeadline: number;
  battleLog: BattleLogEntry[];
  /** Incremented on every accepted action, for compare-and-set persistence. */
  version: number;
  rng: RngState;
}

export interface CreateMatchInput {
  seed: number | string;
  mode: GameMode;
  playerA: PlayerInfo;
  playerB: PlayerInfo;
  deckA: readonly string[];
  deckB: readonly string[];
  now: number;
  /** Turn length; defaults to the mode's (blitz 45 s, async 24 h). Servers shorten it only for tests. */
  turnSeconds?: number;
  /** Who starts, when it is not the coin flip's to say (a rematch swaps the last match's first player). */
  firstPlayer?: PlayerSlot;
}

export type Action =
  | { type: 'play_card'; player: PlayerSlot; cardId: string; now: number }
  | { type: 'end_turn'; player: PlayerSlot; timeout?: boolean; now: number }
  | { type: 'forfeit'; player: PlayerSlot; now: number }
  | { type: 'timeout'; player: PlayerSlot; now: number }
  /**
   * The server gives the player on turn back time the match could not be played (its game-server
   * process died and another one reopened it): the deadline moves `ms` later.
   */
  | { type: 'restore_time'; player: PlayerSlot; ms: number; now: number };

export type ApplyResult =
  | { ok: true; state: MatchState; events: BattleLogEntry[] }
  | { ok: false; reason: RefusalReason };
