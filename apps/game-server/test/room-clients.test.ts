// A room's client list (Colyseus' ClientArray, an Array subclass with an index by session id) filtered into a
// plain array: the kept clients in the list's order, without going through the subclass's constructor.
import { type Client, ClientArray } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { clientsWhere } from '../src/rooms/room-clients.ts';

const client = (sessionId: string, spectator: boolean) =>
  ({ sessionId, auth: { spectator } }) as unknown as Client;

describe('clientsWhere', () => {
  it('answers the clients kept, in order, as a plain array', () => {
    const clients = new ClientArray();
    const [a, watcher, b] = [client('a', false), client('w', true), client('b', false)];
    clients.push(a, watcher, b);

    const players = clientsWhere(clients, (each) => !each.auth.spectator);

    expect(players).toEqual([a, b]);
    expect(Object.getPrototypeOf(players)).toBe(Array.prototype);
    // The list's own filter answers its subclass: what clientsWhere is there to avoid.
    expect(Object.getPrototypeOf(clients.filter(() => true))).toBe(ClientArray.prototype);
    expect(clients.get('w')).toBe(watcher);
  });
});
