import { afterEach, beforeEach, vi } from 'vitest';
import { installBrowserShims } from './browser-shims';

/**
 * For a test file or describe block of code that keeps state in the browser and calls the API: before each test,
 * fresh browser globals and a `fetch` mock with no answers; after it, the real globals back.
 */
export function fakeBrowserPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  let shims: ReturnType<typeof installBrowserShims> | undefined;
  beforeEach(() => {
    shims = installBrowserShims();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    shims?.uninstall();
  });
  return {
    fetchMock,
    /** The running test's storage and the window events it dispatched. */
    get shims() {
      if (!shims) throw new Error('the browser globals are installed before each test');
      return shims;
    },
  };
}
