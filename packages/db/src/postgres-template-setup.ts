// Vitest's global setup for the packages whose tests make PostgreSQL databases: one migrated database for the
// run, copied by each test database (see templateTestPostgres).
import { templateTestPostgres } from './testing.ts';

export default templateTestPostgres;
