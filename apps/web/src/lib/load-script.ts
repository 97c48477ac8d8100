/** Scripts asked for or loaded, by address: each is added to the page once. */
const scripts = new Map<string, Promise<void>>();

/**
 * Adds a third-party script to the page once and answers when it has run. A script that fails to load is
 * taken out again, so a later call tries anew.
 */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      scripts.delete(src);
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}
