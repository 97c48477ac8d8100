export { describeEffect, parseCardEffect } from './card-effect.ts';
export { CARD_CATALOGUE, CARDS, type CardDefinition, createCatalogue, defineCard, getCard } from './cards.ts';
export * from './constants.ts';
export {
  DECK_MESSAGES,
  type DeckInput,
  type DeckValidation,
  isStarterDeckId,
  STARTER_DECK,
  validateDeck,
} from './deck.ts';
export { applyAction, createMatch, legalActions, refusalReason } from './match.ts';
export {
  dealMemory,
  flipMemory,
  MEMORY_CARD_COUNT,
  MEMORY_EMOJIS,
  MEMORY_MISMATCH_MS,
  MEMORY_REFUSALS,
  MEMORY_SUCCESS_MS,
  type MemoryProgress,
  type MemoryRefusal,
  memoryRefusal,
  memoryScore,
  replayMemory,
} from './memory.ts';
export {
  abortedBy,
  isAborted,
  type MatchEnding,
  rewardPoints,
  turnsEndedBy,
  WALKOVER_TEXT,
  WIN_REASON_TEXT,
} from './outcome.ts';
export { getPlayer, isOutOfCards, opponentOf } from './players.ts';
export {
  dealFromReplay,
  dealtMatch,
  type MatchDeal,
  type ReplayDealWire,
  type ReplayStep,
  replaySteps,
} from './replay.ts';
export type * from './types.ts';
export {
  applyBoardPatch,
  type BoardPatch,
  type BoardView,
  boardFor,
  boardPatchFor,
  HIDDEN_CARD,
  type MatchView,
  type PlayerView,
  spectatorBoardFor,
  viewFor,
} from './view.ts';
