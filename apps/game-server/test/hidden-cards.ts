// What a client may learn of the cards, read from the bytes it was sent (see wire-recorder.ts): the match
// tests (a player's view of the opponent) and the watch tests (a spectator's view of both) check it alike.
import type { PlayerMatchPatch, PlayerMatchView } from '@app/card-battle';
import { CARD_CATALOGUE, HIDDEN_CARD } from '@app/game-rules';
import { expect } from 'vitest';
import type { WireFrame } from './wire-recorder.ts';

/** Every key of an object and the objects inside it. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

/** The cards of `deck` (each once) as they could show in bytes: their id and their name. */
export function secretCards(deck: Iterable<string>) {
  return [...new Set(deck)].map((id) => ({ id, name: CARD_CATALOGUE.get(id)?.name as string }));
}

/**
 * Reads every frame of `streams`: each view or update shows no card of a hand of `sides` and no deck or rng,
 * and no secret's id or name is in a frame's bytes before a view showed it played or discarded. Returns the
 * cards that became public and how many views and updates were read, so a test can see the check found
 * something.
 */
export function expectNoHiddenCards(
  streams: WireFrame[][],
  sides: Array<'playerA' | 'playerB'>,
  secrets: Array<{ id: string; name: string }>,
) {
  const revealed = new Set<string>();
  let views = 0;
  for (const frames of streams) {
    for (const frame of frames) {
      const { type, payload } = frame.message ?? {};
      if (type === 'state' || type === 'update') {
        views += 1;
        for (const side of sides) {
          // A full view has the whole side, an update the side's fields that changed.
          const shown = (payload as PlayerMatchView | PlayerMatchPatch)[side] ?? {};
          expect((shown.hand ?? []).every((card) => card === HIDDEN_CARD)).toBe(true);
          for (const id of [...(shown.playedCards ?? []), ...(shown.discard ?? [])]) revealed.add(id);
        }
        expect(keysOf(payload)).not.toContain('deck');
        expect(keysOf(payload)).not.toContain('rng');
      }
      for (const secret of secrets) {
        if (revealed.has(secret.id)) continue;
        expect(frame.bytes.includes(secret.id), `${secret.id} before it was public`).toBe(false);
        expect(frame.bytes.includes(secret.name), `${secret.name} before it was public`).toBe(false);
      }
    }
  }
  return { revealed, views };
}
