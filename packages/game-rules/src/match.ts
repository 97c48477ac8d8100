import { CARD_CATALOGUE } from './cards.ts';
import { BASE_ENERGY, MODE_RULES, STARTING_HAND_SIZE, STARTING_HP } from './constants.ts';
import { commit, log, openDraft, player, rngOf } from './draft.ts';
import { drawCards, playCard } from './effects.ts';
import { checkBuyPowerWin, finishGame } from './outcome.ts';
import { getPlayer, opponentOf } from './players.ts';
import { nextInt, seedRng, shuffleInPlace } from './rng.ts';
import { beginTurn, endTurn, restoreTime } from './turn.ts';
import type {
  Action,
  ApplyResult,
  Card,
  CardCatalogue,
  CreateMatchInput,
  MatchState,
  PlayerInfo,
  PlayerSlot,
  PlayerState,
  RefusalReason,
} from './types.ts';

const SLOTS: readonly PlayerSlot[] = ['player_a', 'player_b'];

function newPlayer(info: PlayerInfo, deck: readonly string[]): PlayerState {
  return {
    id: info.id,
    username: info.username,
    hand: [],
    deck: [...deck],
    discard: [],
    playedCards: [],
    buyPower: 0,
    buffs: [],
    energy: 0,
    maxEnergy: BASE_ENERGY,
    carryOver: 0,
    energySpent: 0,
    nextCardFree: false,
    hp: STARTING_HP,
    maxHp: STARTING_HP,
    armor: 0,
    shield: 0,
    statusEffects: [],
    attackPower: 0,
    defense: 0,
  };
}

/**
 * Sets up a match: a seeded coin flip picks who starts, both decks are shuffled with the same
 * generator and each player draws a starting hand. Decks are expected to be validated already.
 */
export function createMatch(input: CreateMatchInput): MatchState {
  const turnTimerSeconds = input.turnSeconds ?? MODE_RULES[input.mode].turnSeconds;
  const blank: MatchState = {
    gameMode: input.mode,
    playerA: newPlayer(input.playerA, input.deckA),
    playerB: newPlayer(input.playerB, input.deckB),
    currentTurn: 'player_a',
    turnCount: 1,
    gameStatus: 'in_progress',
    winner: null,
    winReason: null,
    playerATimeouts: 0,
    playerBTimeouts: 0,
    turnTimerSeconds,
    turnDeadline: input.now + turnTimerSeconds * 1000,
    battleLog: [],
    version: 0,
    rng: seedRng(input.seed),
  };
  const d = openDraft(blank, input.now, 0);
  const rng = rngOf(d);
  // Drawn even when the first player is given, so the shuffles that follow use the generator alike.
  const flip: PlayerSlot = nextInt(rng, 2) === 0 ? 'player_a' : 'player_b';
  const first = input.firstPlayer ?? flip;
  const says = input.firstPlayer
    ? `Rematch: ${player(d, first).username} goes first`
    : `Coin flip: ${player(d, first).username} goes first`;
  log(d, first, 'coin_flip', says, { target: first });
  for (const slot of SLOTS) shuffleInPlace(player(d, slot).deck, rng);
  for (const slot of SLOTS) drawCards(d, slot, STARTING_HAND_SIZE);
  beginTurn(d, first);
  return commit(d).state;
}

type Check = { ok: false; reason: RefusalReason } | { ok: true; card: Card | null };

function check(state: MatchState, action: Action, catalogue: CardCatalogue): Check {
  if (state.gameStatus !== 'in_progress') return { ok: false, reason: 'game_over' };
  if (action.type === 'forfeit') return { ok: true, card: null };
  if (action.player !== state.currentTurn) return { ok: false, reason: 'not_your_turn' };
  if (action.type !== 'play_card') return { ok: true, card: null };
  const card = catalogue.get(action.cardId);
  if (!card) return { ok: false, reason: 'unknown_card' };
  const p = getPlayer(state, action.player);
  if (!p.hand.includes(card.id)) return { ok: false, reason: 'card_not_in_hand' };
  if (!p.nextCardFree && p.energy < card.cost) return { ok: false, reason: 'not_enough_energy' };
  return { ok: true, card };
}

/** Why `action` would be refused, or null when it is legal. */
export function refusalReason(
  state: MatchState,
  action: Action,
  catalogue: CardCatalogue = CARD_CATALOGUE,
): RefusalReason | null {
  const result = check(state, action, catalogue);
  return result.ok ? null : result.reason;
}

/**
 * Applies one action. Never mutates `state`: an accepted action returns a new state (sharing
 * untouched parts) with `version` + 1 and the new battle log entries; a refused one returns the reason.
 */
export function applyAction(
  state: MatchState,
  action: Action,
  catalogue: CardCatalogue = CARD_CATALOGUE,
): ApplyResult {
  const result = check(state, action, catalogue);
  if (!result.ok) return result;
  const d = openDraft(state, action.now);
  switch (action.type) {
    case 'play_card':
      playCard(d, action.player, result.card as Card);
      checkBuyPowerWin(d);
      break;
    case 'end_turn':
      endTurn(d, action.player, action.timeout === true);
      break;
    case 'timeout':
      endTurn(d, action.player, true);
      break;
    case 'restore_time':
      restoreTime(d, action.player, action.ms);
      break;
    case 'forfeit':
      log(d, action.player, 'forfeit', `${getPlayer(state, action.player).username} forfeited`);
      finishGame(d, opponentOf(action.player), 'opponent_forfeited', 'forfeited');
      break;
  }
  return { ok: true, ...commit(d) };
}

/** The moves open to the player whose turn it is: each distinct playable card, and ending the turn. */
export function legalActions(
  state: MatchState,
  now: number,
  catalogue: CardCatalogue = CARD_CATALOGUE,
): Action[] {
  if (state.gameStatus !== 'in_progress') return [];
  const slot = state.currentTurn;
  const actions: Action[] = [];
  for (const cardId of new Set(getPlayer(state, slot).hand)) {
    const action: Action = { type: 'play_card', player: slot, cardId, now };
    if (check(state, action, catalogue).ok) actions.push(action);
  }
  actions.push({ type: 'end_turn', player: slot, now });
  return actions;
}
