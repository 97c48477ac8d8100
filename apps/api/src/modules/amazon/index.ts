// The module's public face: what other modules and the app's entry points may use of it.
export { createCreatorsApi } from './creators-api.ts';
// For the tests (src/testing.ts): Amazon's Creators API stood in for by a local server.
export { FAKE_CREATORS_CREDENTIAL, type FakeCreators, startFakeCreators } from './fake-creators-api.ts';
export {
  DAILY_REFRESH_JOB,
  DAILY_REFRESH_MS,
  findRun,
  queueRefresh,
  recentRuns,
  refreshJobHandlers,
} from './refresh.ts';
