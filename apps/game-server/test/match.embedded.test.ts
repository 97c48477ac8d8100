import { matchSuite } from './match-suite.ts';

matchSuite('embedded', 'play');
