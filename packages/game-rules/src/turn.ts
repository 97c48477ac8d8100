import { CARRY_OVER_BONUS, ENERGY_CAP, MODE_RULES, TURN_LIMIT } from './constants.ts';
import { type Draft, log, player } from './draft.ts';
import { drawCards, tickBuffs, tickStatusEffects } from './effects.ts';
import { checkBuyPowerWin, finishGame, settleByBuyPower } from './outcome.ts';
import { getPlayer, isOutOfCards, opponentOf } from './players.ts';
import type { PlayerSlot } from './types.ts';

/** Hands the turn to `slot`: new deadline, shield expires, upkeep ticks, energy refills. */
export function beginTurn(d: Draft, slot: PlayerSlot): void {
  const s = d.state;
  const p = player(d, slot);
  s.currentTurn = slot;
  s.turnDeadline = d.now + s.turnTimerSeconds * 1000;
  // Shield only guards through the opponent's turn.
  p.shield = 0;
  p.energy = Math.min(ENERGY_CAP, p.maxEnergy + p.carryOver);
  p.carryOver = 0;
  p.energySpent = 0;
  log(d, slot, 'turn_start', `Turn ${s.turnCount}: ${p.username} has ${p.energy} energy`, {
    target: slot,
    value: s.turnCount,
  });
  tickStatusEffects(d, slot);
  tickBuffs(d, slot);
  checkBuyPowerWin(d);
}

/** Counts a timeout strike; returns true when it loses the game. */
function strike(d: Draft, slot: PlayerSlot): boolean {
  const s = d.state;
  const rules = MODE_RULES[s.gameMode];
  const strikes = slot === 'player_a' ? ++s.playerATimeouts : ++s.playerBTimeouts;
  const name = getPlayer(s, slot).username;
  log(d, slot, 'timeout', `${name} ran out of time (${strikes}/${rules.timeoutLimit})`, {
    target: slot,
    value: strikes,
  });
  if (strikes < rules.timeoutLimit) return false;
  finishGame(d, opponentOf(slot), rules.timeoutWinReason);
  return true;
}

/**
 * Ends the current turn: a turn that spent no energy banks the bonus (a timed-out turn never does),
 * leftover energy is lost, the player draws one card, and the game ends if someone is out of cards
 * or the turn limit is reached.
 */
export function endTurn(d: Draft, slot: PlayerSlot, timedOut: boolean): void {
  if (timedOut && strike(d, slot)) return;
  const s = d.state;
  const p = player(d, slot);
  p.carryOver = !timedOut && p.energySpent === 0 ? CARRY_OVER_BONUS : 0;
  p.energy = 0;
  log(d, slot, 'end_turn', `${p.username} ended their turn`, { target: slot, value: p.carryOver });
  drawCards(d, slot, 1);
  if (isOutOfCards(s.playerA) || isOutOfCards(s.playerB) || s.turnCount >= TURN_LIMIT) {
    settleByBuyPower(d);
    return;
  }
  s.turnCount += 1;
  beginTurn(d, opponentOf(slot));
}

/** Moves the turn's deadline `ms` later: time the match could not be played is not the player's to lose. */
export function restoreTime(d: Draft, slot: PlayerSlot, ms: number): void {
  const restored = Math.max(0, Math.round(ms));
  d.state.turnDeadline += restored;
  const seconds = (Math.round(restored / 100) / 10).toFixed(1);
  log(d, slot, 'time_restored', `The match was unreachable; ${seconds} s given back`, {
    target: slot,
    value: restored,
  });
}
