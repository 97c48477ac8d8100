import { describe, expect, it } from 'vitest';
import { backoffDelay, isPermanentJoinError, JOIN_ERRORS, resolveGameServerUrl } from './game-connection';

describe('game connection', () => {
  it('uses this origin unless /api/config names a game server', () => {
    expect(resolveGameServerUrl(null, 'http://localhost:5173')).toBe('http://localhost:5173');
    expect(resolveGameServerUrl('  ', 'https://shop.example')).toBe('https://shop.example');
    expect(resolveGameServerUrl('https://game.example/', 'x')).toBe('https://game.example');
    expect(resolveGameServerUrl('wss://game.example', 'x')).toBe('https://game.example');
    expect(resolveGameServerUrl('ws://127.0.0.1:2567', 'x')).toBe('http://127.0.0.1:2567');
  });

  it('retries races and restarts, but not a refusal', () => {
    expect(isPermanentJoinError(JOIN_ERRORS.openingElsewhere)).toBe(false);
    expect(isPermanentJoinError('Failed to fetch')).toBe(false);
    expect(isPermanentJoinError(JOIN_ERRORS.notAPlayer)).toBe(true);
    expect(isPermanentJoinError(JOIN_ERRORS.notLoggedIn)).toBe(true);
    expect(isPermanentJoinError(JOIN_ERRORS.matchNotFound)).toBe(true);
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
