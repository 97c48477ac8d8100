import { matchSuite } from './match-suite.ts';

matchSuite('embedded', 'timeouts');
