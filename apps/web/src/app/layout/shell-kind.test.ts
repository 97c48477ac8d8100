import { describe, expect, it } from 'vitest';
import { shellKindOf } from './shell-kind';

describe('the shell a page gets', () => {
  it('the match board gets the compact one', () => {
    expect(shellKindOf('/card-game/abc123')).toBe('match');
    expect(shellKindOf('/card-match')).toBe('match');
    expect(shellKindOf('/card-game-lobby')).toBe('store');
    expect(shellKindOf('/deck-builder')).toBe('store');
  });

  it('the admin pages get the admin one', () => {
    for (const path of ['/admin', '/admin-catalogue', '/admin-moderation', '/forum/admin', '/admin/']) {
      expect(shellKindOf(path)).toBe('admin');
    }
    expect(shellKindOf('/administrator-tips')).toBe('store');
    expect(shellKindOf('/forum/admins-corner')).toBe('store');
  });

  it('every other page gets the storefront', () => {
    for (const path of ['/', '/collections/tech', '/product/1', '/forum', '/profile']) {
      expect(shellKindOf(path)).toBe('store');
    }
  });
});
