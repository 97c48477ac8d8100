import { notifySuite } from './notify-suite.ts';

notifySuite('embedded');
