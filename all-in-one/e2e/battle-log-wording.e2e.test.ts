import { matches } from '@app/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardGameSuite, type Member, waitForBoard } from './card-game-site.ts';
import { artifactPath } from './support.ts';

/**
 * Issue 41 item 9 on the real match board: a Buy Power loss that changes nothing is written as what happened
 * ('… had no Buy Power to lose'), never as 'gained 0 Buy Power'. Starter hands are random, so the match's
 * stored state is given the card and the empty wallet before anyone opens the board (the room loads it then).
 */

/** The parts of the stored game-rules state (`matches.state`) this test sets. */
interface StoredPlayer {
  username: string;
  hand: string[];
  deck: string[];
  buyPower: number;
  energy: number;
}
interface StoredState {
  currentTurn: 'player_a' | 'player_b';
  playerA: StoredPlayer;
  playerB: StoredPlayer;
}

/** Return Policy takes 1 Buy Power from the opponent (cost 1); the starter deck holds one copy. */
const CARD = 'return-policy';

const site = cardGameSuite();

/** The player on turn, with Return Policy in hand (swapped in from their deck), and their opponent. */
function handOverTheCard(state: StoredState) {
  const [mover, opponent] =
    state.currentTurn === 'player_a' ? [state.playerA, state.playerB] : [state.playerB, state.playerA];
  if (!mover.hand.includes(CARD)) {
    const inDeck = mover.deck.indexOf(CARD);
    expect(inDeck).toBeGreaterThanOrEqual(0);
    [mover.deck[inDeck], mover.hand[0]] = [mover.hand[0] as string, CARD];
  }
  return { mover, opponent };
}

/**
 * Writes the match's snapshot as it stands (version unchanged, no action logged after it) except for the card
 * in the mover's hand and the opponent's Buy Power at 0, and says who moves (the member) and who is robbed.
 */
async function setUpTheTheft(matchId: string, players: [Member, Member]) {
  const [row] = await site.db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`match ${matchId} is not stored`);
  const state = row.state as StoredState;
  const { mover, opponent } = handOverTheCard(state);
  opponent.buyPower = 0;
  expect(mover.energy).toBeGreaterThanOrEqual(1);
  await site.db.update(matches).set({ state }).where(eq(matches.id, matchId));
  const moverId = state.currentTurn === 'player_a' ? row.playerAId : row.playerBId;
  const member = players.find((player) => player.user.id === moverId);
  if (!member) throw new Error('the player on turn is neither member');
  return { member, robbed: opponent.username };
}

describe('battle log wording (issue 41)', () => {
  it('writes a Buy Power loss from an empty wallet as "had no Buy Power to lose" on the board', async () => {
    const { players, matchId } = await site.pairInMatch('async', ['logwa', 'logwb']);
    const { member, robbed } = await setUpTheTheft(matchId, players);

    const { page, errors } = await site.openAs(member, `/card-game/${matchId}`);
    await waitForBoard(page);
    await page.locator(`.hand-card.is-playable[data-card-id="${CARD}"]`).click();
    // The card's one Buy Power line, as the server logged it and the board shows it.
    const buyPowerLine = page.locator('.battle-log__entry--buy_power');
    await buyPowerLine.waitFor();
    await page
      .locator('.battle-log')
      .screenshot({ path: artifactPath('battle-log-no-buy-power-to-lose.png') });
    expect(await buyPowerLine.textContent()).toBe(`${robbed} had no Buy Power to lose`);
    const lines = await page.locator('.battle-log__entry').allTextContents();
    expect(lines.filter((line) => /\b(?:gained|lost) 0 Buy Power\b/.test(line))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
