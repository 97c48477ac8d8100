/**
 * `load` run at most once: `load()` answers the same promise every time it is called, and `loaded()` its value
 * once it is in (undefined until then), for a renderer that draws at once what is already there.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= load().then((answer) => {
        value = answer;
        return answer;
      });
      return loading;
    },
    loaded: () => value,
  };
}
