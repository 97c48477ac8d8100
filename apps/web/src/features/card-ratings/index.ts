/**
 * Card battle ratings: a member's ratings (lobby, profiles), their match history, the rating leaderboards and
 * the end screen's rating line.
 */
import './card-ratings.css';

export { CardBattleProfile } from './CardBattleProfile';
export { CardLeaderboard } from './CardLeaderboard';
export { MatchHistory } from './MatchHistory';
export { MatchRatingLine } from './MatchRatingLine';
export { MemberRatings } from './MemberRatings';
