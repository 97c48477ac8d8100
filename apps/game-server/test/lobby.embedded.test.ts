import { lobbySuite } from './lobby-suite.ts';

lobbySuite('embedded');
