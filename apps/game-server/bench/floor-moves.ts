// Both floors' one durable write per message (floor-server.ts, colyseus-floor-server.ts): a small row
// committed to PostgreSQL before the answer goes out.
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
await sql`create table if not exists floor_moves (id bigserial primary key, client text not null, payload jsonb not null, created_at timestamptz not null default now())`;

// A type, not an interface: postgres.js' json() takes it as a plain JSON object.
export type FloorMove = { id: number; client: string };

export async function commitMove(move: FloorMove) {
  await sql`insert into floor_moves (client, payload) values (${move.client}, ${sql.json(move)})`;
}
