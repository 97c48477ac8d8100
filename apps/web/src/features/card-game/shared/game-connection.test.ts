import { JOIN_FAILURE, lobbyProtocol, matchProtocol } from '@app/contracts';
import { MatchMakeError } from '@colyseus/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  isPermanentJoinFailure,
  joinFailureIn,
  type MessageHandlers,
  receive,
  resolveGameServerUrl,
} from './game-connection';

describe('game connection', () => {
  it('uses this origin unless /api/config names a game server', () => {
    expect(resolveGameServerUrl(null, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(resolveGameServerUrl('  ', 'https://shop.example')).toBe('https://shop.example');
    expect(resolveGameServerUrl('https://game.example/', 'x')).toBe('https://game.example');
    expect(resolveGameServerUrl('wss://game.example', 'x')).toBe('https://game.example');
    expect(resolveGameServerUrl('ws://127.0.0.1:2567', 'x')).toBe('http://127.0.0.1:2567');
  });

  it('tells a refusal by its code: retries races and restarts, but not a refusal', () => {
    // The SDK types the code a number; a network failure's is a string (`ECONNREFUSED`).
    const failure = (code: number | string, message = 'any words') =>
      joinFailureIn(new MatchMakeError(message, code as number));
    expect(failure(JOIN_FAILURE.openingElsewhere)).toBe(JOIN_FAILURE.openingElsewhere);
    expect(isPermanentJoinFailure(failure(JOIN_FAILURE.openingElsewhere))).toBe(false);
    expect(isPermanentJoinFailure(joinFailureIn(new TypeError('Failed to fetch')))).toBe(false);
    expect(isPermanentJoinFailure(failure('ECONNREFUSED'))).toBe(false);
    expect(isPermanentJoinFailure(failure(523, 'You are not a player in this match'))).toBe(false);
    expect(isPermanentJoinFailure(failure(JOIN_FAILURE.notAPlayer))).toBe(true);
    expect(isPermanentJoinFailure(failure(JOIN_FAILURE.notLoggedIn))).toBe(true);
    expect(isPermanentJoinFailure(failure(JOIN_FAILURE.matchNotFound))).toBe(true);
  });

  it('hands a handler only messages that keep their contract', () => {
    const seen: unknown[] = [];
    const handlers = {
      welcome: (payload) => seen.push(payload),
      queue_status: (payload) => seen.push(payload),
      queue_joined: (payload) => seen.push(payload),
      queue_error: (payload) => seen.push(payload),
      queue_left: (payload) => seen.push(payload),
      match_found: (payload) => seen.push(payload),
    } satisfies MessageHandlers<typeof lobbyProtocol.server>;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    receive(lobbyProtocol.server, handlers, 'match_found', { mode: 'blitz', matchId: 'm-1' });
    receive(lobbyProtocol.server, handlers, 'match_found', { mode: 'chess', matchId: 'm-2' });
    receive(lobbyProtocol.server, handlers, 'queue_status', { blitzQueue: '3' });
    receive(lobbyProtocol.server, handlers, 'no_such_message', {});
    expect(seen).toEqual([{ mode: 'blitz', matchId: 'm-1' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    // The match room's refusals carry their code: the board finds them by it.
    expect(
      matchProtocol.server.refused.safeParse({ action: 'play_card', reason: 'busy', message: 'x' }).success,
    ).toBe(true);
    expect(
      matchProtocol.server.refused.safeParse({ action: 'play_card', reason: 'odd', message: 'x' }).success,
    ).toBe(false);
  });

  it('backs off from 0.5 s to 8 s with jitter', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(500);
    expect(backoffDelay(2, () => 0.5)).toBe(1000);
    expect(backoffDelay(5, () => 0.5)).toBe(8000);
    expect(backoffDelay(12, () => 0.5)).toBe(8000);
    expect(backoffDelay(1, () => 0)).toBe(400);
    expect(backoffDelay(1, () => 1)).toBe(600);
  });
});
