import { lobbyAuthSuite } from './lobby-auth.ts';

lobbyAuthSuite('postgres+redis');
