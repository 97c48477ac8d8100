// A match that ends by forfeit or timeout before each player has ended a turn of their own is aborted.
import { describe, expect, it } from 'vitest';
import { type Action, isAborted, type MatchState, opponentOf, turnsEndedBy } from '../src/index.ts';
import { act, NOW, newMatch } from './helpers.ts';

const endTurn = (s: MatchState) => act(s, { type: 'end_turn', player: s.currentTurn, now: NOW });
const timeout = (s: MatchState) => act(s, { type: 'timeout', player: s.currentTurn, now: NOW });
const forfeit = (s: MatchState, by: Action['player']) => act(s, { type: 'forfeit', player: by, now: NOW });

describe('aborted matches', () => {
  it('a forfeit on the first turn, by either player, is aborted', () => {
    const start = newMatch();
    expect(isAborted(forfeit(start, start.currentTurn))).toBe(true);
    expect(isAborted(forfeit(start, opponentOf(start.currentTurn)))).toBe(true);
  });

  it('a forfeit after only the first player has ended a turn is aborted; after both have, it counts', () => {
    const one = endTurn(newMatch());
    expect(isAborted(forfeit(one, one.currentTurn))).toBe(true);
    const two = endTurn(one);
    expect(turnsEndedBy(two, 'player_a')).toBe(1);
    expect(turnsEndedBy(two, 'player_b')).toBe(1);
    expect(isAborted(forfeit(two, two.currentTurn))).toBe(false);
    expect(isAborted(forfeit(two, opponentOf(two.currentTurn)))).toBe(false);
  });

  it('turns the clock ended are not the player’s: a blitz player who never moves loses an aborted match', () => {
    // The idle player times out 3 times while the other ends every turn of theirs.
    let s = newMatch();
    const idle = s.currentTurn;
    while (s.gameStatus === 'in_progress') s = s.currentTurn === idle ? timeout(s) : endTurn(s);
    expect(s.winReason).toBe('opponent_timeout_3_strikes');
    expect(turnsEndedBy(s, idle)).toBe(0);
    expect(turnsEndedBy(s, opponentOf(idle))).toBe(2);
    expect(isAborted(s)).toBe(true);
  });

  it('an async timeout on the second turn is aborted; on the fourth it counts', () => {
    const second = endTurn(newMatch({ mode: 'async' }));
    expect(isAborted(timeout(second))).toBe(true);
    const fourth = endTurn(endTurn(second));
    const lost = timeout(fourth);
    expect(lost.winReason).toBe('opponent_timeout');
    expect(isAborted(lost)).toBe(false);
  });

  it('a match in progress or played to its end is never aborted', () => {
    expect(isAborted(newMatch())).toBe(false);
    let s = newMatch();
    while (s.gameStatus === 'in_progress') s = endTurn(s);
    expect(s.winReason).not.toBe('opponent_forfeited');
    expect(isAborted(s)).toBe(false);
  });
});
