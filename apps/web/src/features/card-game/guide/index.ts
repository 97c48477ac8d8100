/** The game guide: packages/game-rules/RULES.md, rendered in the lobby. */
export { GameGuide } from './GameGuide';
