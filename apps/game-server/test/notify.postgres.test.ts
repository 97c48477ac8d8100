import { notifySuite } from './notify-suite.ts';

notifySuite('postgres+redis');
