import { watchSuite } from './watch-suite.ts';

watchSuite('embedded');
