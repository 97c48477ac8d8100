import { matchSuite } from './match-suite.ts';

matchSuite('postgres+redis', 'play');
