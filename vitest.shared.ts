// What every package's Vitest run shares. In CI, test files and the tests in
// each file run in a shuffled order, so a test that leans on another's leftovers
// fails there instead of passing by luck. Vitest prints the seed; TEST_SEED
// replays an order.
const shuffled = Boolean(process.env.CI) || Boolean(process.env.TEST_SEED);
const seed = Number(process.env.TEST_SEED) || Math.floor(Math.random() * 1_000_000);

export const testOrder = shuffled ? { sequence: { shuffle: { files: true, tests: true }, seed } } : {};
