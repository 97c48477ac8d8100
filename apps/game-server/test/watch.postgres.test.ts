import { watchSuite } from './watch-suite.ts';

watchSuite('postgres+redis');
