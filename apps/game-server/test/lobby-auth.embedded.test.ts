import { lobbyAuthSuite } from './lobby-auth.ts';

lobbyAuthSuite('embedded');
