/** Minimal browser globals for unit tests of pure modules that run in Node (no DOM needed). */
export class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return Array.from(this.data.keys())[index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

/** Installs `localStorage` and an EventTarget `window`; returns the storage and the dispatched events. */
export function installBrowserShims() {
  const storage = new MemoryStorage();
  const events: Array<{ type: string; detail: unknown }> = [];
  const win = new EventTarget();
  const originalDispatch = win.dispatchEvent.bind(win);
  win.dispatchEvent = (event: Event) => {
    events.push({ type: event.type, detail: (event as CustomEvent).detail });
    return originalDispatch(event);
  };
  Object.assign(globalThis, { localStorage: storage, window: win });
  return {
    storage,
    events,
    uninstall: () => {
      Reflect.deleteProperty(globalThis, 'localStorage');
      Reflect.deleteProperty(globalThis, 'window');
    },
  };
}
