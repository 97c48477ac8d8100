/**
 * Answers remembered by key, each for the version of the data it was read at (the catalogue version, with the
 * minute for a page's price history): asked again at that version, the kept answer is given; at another, it is
 * read again. The `limit` keys asked most recently are kept. A failed read is not kept: the next ask reads again.
 */
export function rememberedPerVersion<T>(limit: number) {
  const kept = new Map<string, { version: string; answer: Promise<T> }>();
  return (key: string, version: string | number, read: () => Promise<T>): Promise<T> => {
    const at = String(version);
    const found = kept.get(key);
    const answer = found?.version === at ? found.answer : read();
    // Kept in the order last asked: the first key is the one asked longest ago.
    kept.delete(key);
    kept.set(key, { version: at, answer });
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    if (answer !== found?.answer) {
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
    }
    return answer;
  };
}
