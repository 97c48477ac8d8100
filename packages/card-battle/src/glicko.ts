import { createRequire } from 'node:module';
import { RATING_TAU } from '@app/game-rules';

// Glicko-2 (Glickman, "Example of the Glicko-2 system") through the `glicko2` package. It keeps players in a
// ranking object it never forgets; one is made for each match, which is one rating period (as lichess does).

export interface Glicko {
  rating: number;
  rd: number;
  volatility: number;
}

interface GlickoPlayer {
  getRating(): number;
  getRd(): number;
  getVol(): number;
}

interface Ranking {
  makePlayer(rating: number, rd: number, volatility: number): GlickoPlayer;
  updateRatings(matches: [GlickoPlayer, GlickoPlayer, number][]): void;
}

// The package is CommonJS without types: the little of it used here is typed above.
const { Glicko2 } = createRequire(import.meta.url)('glicko2') as {
  Glicko2: new (settings: { tau: number }) => Ranking;
};

const read = (player: GlickoPlayer): Glicko => ({
  rating: player.getRating(),
  rd: player.getRd(),
  volatility: player.getVol(),
});

/**
 * The ratings after one rating period of `player` against each of `games` (score 1 a win, 0.5 a draw, 0 a
 * loss), every opponent as rated before the period.
 */
export function ratePeriod(player: Glicko, games: { opponent: Glicko; score: number }[]): Glicko {
  const ranking = new Glicko2({ tau: RATING_TAU });
  const make = (g: Glicko) => ranking.makePlayer(g.rating, g.rd, g.volatility);
  const me = make(player);
  ranking.updateRatings(games.map(({ opponent, score }) => [me, make(opponent), score]));
  return read(me);
}

/** Both players' ratings after one match between them; `scoreA` is player A's score (1, 0.5 or 0). */
export function rateMatch(a: Glicko, b: Glicko, scoreA: number): [Glicko, Glicko] {
  return [
    ratePeriod(a, [{ opponent: b, score: scoreA }]),
    ratePeriod(b, [{ opponent: a, score: 1 - scoreA }]),
  ];
}
