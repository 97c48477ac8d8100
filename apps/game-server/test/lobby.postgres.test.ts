import { lobbySuite } from './lobby-suite.ts';

lobbySuite('postgres+redis');
