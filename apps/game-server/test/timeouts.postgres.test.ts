import { matchSuite } from './match-suite.ts';

matchSuite('postgres+redis', 'timeouts');
