/**
 * This browser's localStorage, or undefined where there is none (the server's render) or where reading it throws
 * (storage blocked by the browser's settings).
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
