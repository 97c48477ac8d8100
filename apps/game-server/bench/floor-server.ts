// The physical floor of a durable move: a plain WebSocket server that commits
// one row to PostgreSQL per message, then answers. Nothing else.
import postgres from 'postgres';
import { WebSocketServer } from 'ws';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
await sql`create table if not exists floor_moves (id bigserial primary key, client text not null, payload jsonb not null, created_at timestamptz not null default now())`;
const wss = new WebSocketServer({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
wss.on('connection', (socket) => {
  socket.on('message', async (data) => {
    const message = JSON.parse(String(data)) as { id: number; client: string };
    await sql`insert into floor_moves (client, payload) values (${message.client}, ${sql.json(message)})`;
    socket.send(JSON.stringify({ id: message.id }));
  });
});
wss.on('listening', () => console.log('ready'));
