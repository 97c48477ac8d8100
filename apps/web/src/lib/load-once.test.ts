import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once however often it is asked, and has the value at hand once it is in', async () => {
    const load = vi.fn(async () => 'code');
    const code = loadOnce(load);
    expect(code.loaded()).toBeUndefined();
    const first = code.load();
    expect(code.load()).toBe(first);
    expect(await first).toBe('code');
    expect(code.loaded()).toBe('code');
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
