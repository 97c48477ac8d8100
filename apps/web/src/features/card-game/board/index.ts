/** The match board: one match over the game server's match room, its store and its pure game logic. */

// What the spectator's board and the replay draw with (watch/): the board's parts and its store.
export {
  BattleLog,
  cardName,
  Effects,
  EnergyValue,
  HiddenHand,
  HpBar,
  PlayedCards,
  StatRow,
  withKeys,
} from './board-parts';
export { useCardCatalogue } from './cards';
export { MatchPage } from './MatchPage';
export { MatchPageFailure, MatchPageLoading } from './MatchPageStates';
export { useMatchStore, useOpenedMatch } from './match-store';
export { SpectatorCount } from './SpectatorCount';
