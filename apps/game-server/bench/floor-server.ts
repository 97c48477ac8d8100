// The physical floor of a durable move: a plain WebSocket server that commits
// one row to PostgreSQL per message, then answers. Nothing else.
import { WebSocketServer } from 'ws';
import { commitMove, type FloorMove } from './floor-moves.ts';

const wss = new WebSocketServer({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
wss.on('connection', (socket) => {
  socket.on('message', async (data) => {
    const message = JSON.parse(String(data)) as FloorMove;
    await commitMove(message);
    socket.send(JSON.stringify({ id: message.id }));
  });
});
wss.on('listening', () => console.log('ready'));
