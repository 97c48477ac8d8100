import { describe, expect, it } from 'vitest';
import { loginPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/product/moon-lamp')).toBe('/product/moon-lamp');
    expect(safeReturnPath('/search?q=lamp&page=2#results')).toBe('/search?q=lamp&page=2#results');
    expect(safeReturnPath('/forum/thread/12')).toBe('/forum/thread/12');
  });

  it('refuses every address that leaves the site or is not a path', () => {
    for (const unsafe of [
      '//evil.example',
      '//evil.example/product/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'product/1',
      ' /product/1',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnPath(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('does not return to the login or sign-up page', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login?returnTo=%2Fx')).toBeNull();
    expect(safeReturnPath('/register')).toBeNull();
    expect(safeReturnPath('/logins-explained')).toBe('/logins-explained');
  });

  it('resolves dot segments without leaving the site', () => {
    expect(safeReturnPath('/a/../../evil.example')).toBe('/evil.example');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('loginPathFrom', () => {
  it('carries the page as returnTo, encoded', () => {
    expect(loginPathFrom('/product/moon-lamp')).toBe('/login?returnTo=%2Fproduct%2Fmoon-lamp');
    expect(loginPathFrom('/search?q=a&b=1')).toBe('/login?returnTo=%2Fsearch%3Fq%3Da%26b%3D1');
  });

  it('is the plain login page from home, the login page itself, or an unsafe path', () => {
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('/login')).toBe('/login');
    expect(loginPathFrom('//evil.example')).toBe('/login');
  });
});
