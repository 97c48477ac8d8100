import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardGameSuite, gameOverReason, type Member, waitForBoard } from './card-game-site.ts';

/**
 * Watching card battles in real browsers against the real all-in-one server: a rematch between two players,
 * a third browser watching a live match from the lobby's 'Watch live' list, and a finished match's replay
 * stepped to its end showing the board the players last saw.
 */

interface PlayerState {
  buyPower: number;
  hp: number;
  hand: string[];
  playedCards: string[];
}
interface View {
  you: 'player_a' | 'player_b';
  current_turn: 'player_a' | 'player_b';
  version: number;
  turnCount: number;
  status: 'in_progress' | 'completed' | 'forfeited';
  winner: 'player_a' | 'player_b' | null;
  playerA: PlayerState & { energy: number; nextCardFree: boolean };
  playerB: PlayerState & { energy: number; nextCardFree: boolean };
}

const site = cardGameSuite();

const matchOf = (member: Member, id: string) => site.api<View>(member, 'GET', `/api/card/matches/${id}`);

/** The player on turn plays the first card they can afford (over HTTP), or ends the turn. */
async function moveOnce(id: string, a: Member, b: Member, costs: Map<string, number>) {
  const seen = await matchOf(a, id);
  const mover = seen.current_turn === seen.you ? a : b;
  const view = mover === a ? seen : await matchOf(b, id);
  const me = view.you === 'player_a' ? view.playerA : view.playerB;
  const card = me.hand.find((cardId) => me.nextCardFree || (costs.get(cardId) ?? 99) <= me.energy);
  if (card) await site.api(mover, 'POST', `/api/card/matches/${id}/play`, { cardId: card });
  else await site.api(mover, 'POST', `/api/card/matches/${id}/end-turn`);
}

async function cardCosts() {
  const { cards } = await site.api<{ cards: { id: string; cost: number }[] }>(null, 'GET', '/api/card/cards');
  return new Map(cards.map((card) => [card.id, card.cost]));
}

const stepText = (page: Page) => page.getByTestId('replay-step');

describe('watching card battles', () => {
  it('makes a rematch: one player offers, the other accepts, and both boards open the new match', async () => {
    const {
      players: [a, b],
      matchId: id,
    } = await site.pairInMatch('blitz', ['rema', 'remb']);
    const [pa, pb] = [await site.openAs(a, `/card-game/${id}`), await site.openAs(b, `/card-game/${id}`)];
    await Promise.all([waitForBoard(pa.page), waitForBoard(pb.page)]);
    await site.api(a, 'POST', `/api/card/matches/${id}/forfeit`);
    await Promise.all([gameOverReason(pa.page).waitFor(), gameOverReason(pb.page).waitFor()]);

    await pa.page.getByRole('button', { name: 'Rematch', exact: true }).click();
    await pa.page.getByText('Rematch offered.').waitFor();
    await pb.page.getByRole('button', { name: 'Accept rematch' }).click();
    const elsewhere = (url: URL) => url.pathname.startsWith('/card-game/') && !url.pathname.includes(id);
    await Promise.all([pa.page.waitForURL(elsewhere), pb.page.waitForURL(elsewhere)]);
    expect(pa.page.url()).toBe(pb.page.url());
    await Promise.all([waitForBoard(pa.page), waitForBoard(pb.page)]);
    // A new match in progress: no result on either board.
    expect(await pa.page.locator('.turn-banner--over').count()).toBe(0);
    const rematchId = new URL(pa.page.url()).pathname.split('/').at(-1) as string;
    expect((await matchOf(b, rematchId)).version).toBe(0);
    expect([...pa.errors, ...pb.errors]).toEqual([]);
  });

  it('lets a third browser watch a live match from the lobby, with both hands face down', async () => {
    const {
      players: [a, b],
      matchId: id,
    } = await site.pairInMatch('blitz', ['wata', 'watb']);
    const pa = await site.openAs(a, `/card-game/${id}`);
    await waitForBoard(pa.page);

    const viewer = await site.openAs(null, '/card-game-lobby');
    const listed = viewer.page.locator(`.live-match[data-match-id="${id}"]`);
    await listed.getByRole('link', { name: 'Watch' }).click();
    const board = viewer.page.getByTestId('spectator-board');
    await board.waitFor();
    await board
      .getByRole('heading', { level: 1, name: `${a.user.username} vs ${b.user.username}` })
      .waitFor();
    expect(await viewer.page.locator('.hidden-hand').count()).toBe(2);
    expect(await viewer.page.locator('.watch-hand').count()).toBe(0);
    // The player sees someone watching.
    await pa.page.getByTestId('spectator-count').getByText('1 spectator').waitFor();

    await moveOnce(id, a, b, await cardCosts());
    await site.api(a, 'POST', `/api/card/matches/${id}/forfeit`);
    // One move made, the second player had ended no turn: the forfeit aborts the match.
    await viewer.page
      .getByText(`Game Over · Aborted: ${a.user.username} forfeited before each player had ended a turn`)
      .waitFor();
    expect([...pa.errors, ...viewer.errors]).toEqual([]);
  });

  it('steps a finished match replay to its end, where it shows the final board, by buttons and keys', async () => {
    const {
      players: [a, b],
      matchId: id,
    } = await site.pairInMatch('blitz', ['repa', 'repb']);
    const costs = await cardCosts();
    // At least 8 moves, and on until each player has ended a turn of their own (turn 3), so the forfeit is not
    // an abort; the cards may also end the match first.
    for (let move = 0; ; move++) {
      const seen = await matchOf(a, id);
      if (seen.status !== 'in_progress' || (move >= 8 && seen.turnCount >= 3)) break;
      await moveOnce(id, a, b, costs);
    }
    if ((await matchOf(a, id)).status === 'in_progress') {
      await site.api(b, 'POST', `/api/card/matches/${id}/forfeit`);
    }
    const [finalA, finalB] = [await matchOf(a, id), await matchOf(b, id)];
    const steps = finalA.version;
    expect(finalA.winner).not.toBeNull();
    const winner = finalA.winner === finalA.you ? a : b;

    const replay = await site.openAs(null, `/card-game/${id}/replay`);
    const { page } = replay;
    await page.getByTestId('replay').waitFor();
    await stepText(page).getByText(`Step 0 of ${steps}`).waitFor();
    await page.getByRole('button', { name: 'Last' }).click();
    await stepText(page)
      .getByText(`Step ${steps} of ${steps} · Game Over · ${winner.user.username} won`)
      .waitFor();

    const shown = async (slot: 'player_a' | 'player_b') => ({
      hand: await page
        .getByTestId(`hand-${slot}`)
        .locator('[data-card-id]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id'))),
      played: await page
        .locator(`section[aria-labelledby="watch-${slot}-title"] .played__list [data-card-id]`)
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id'))),
      buyPower: await page
        .getByTestId(`stats-${slot}`)
        .locator('.stat')
        .filter({ hasText: 'Buy Power' })
        .locator('dd')
        .textContent(),
    });
    const [sideA, sideB] = [await shown('player_a'), await shown('player_b')];
    // Each hand as its own player last saw it, and the cards both played.
    expect(sideA.hand).toEqual(finalA.playerA.hand);
    expect(sideB.hand).toEqual(finalB.playerB.hand);
    expect(sideA.played).toEqual(finalA.playerA.playedCards);
    expect(sideB.played).toEqual(finalA.playerB.playedCards);
    expect(sideA.buyPower).toBe(String(finalA.playerA.buyPower));
    expect(sideB.buyPower).toBe(String(finalA.playerB.buyPower));

    await page.keyboard.press('ArrowLeft');
    await stepText(page)
      .getByText(`Step ${steps - 1} of ${steps}`)
      .waitFor();
    await page.keyboard.press('Home');
    await stepText(page).getByText(`Step 0 of ${steps}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await stepText(page).getByText(`Step 1 of ${steps}`).waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await stepText(page).getByText(`Step ${steps} of ${steps} · Game Over`).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Share replay' }).waitFor();
    expect(replay.errors).toEqual([]);
  });
});
