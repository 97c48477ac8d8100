import { type AuthContext, type Client, Room } from '@colyseus/core';
import { type SchemaType, schema, t } from '@colyseus/schema';
import type { Member } from '../auth.ts';
import type { GameServices } from '../services.ts';

export const LobbyState = schema(
  {
    /** Members connected to the lobby right now (tabs of one member count once). */
    onlineMembers: t.number(),
  },
  'LobbyState',
);
export type LobbyState = SchemaType<typeof LobbyState>;

type LobbyClient = Client<{ auth: Member }>;

/**
 * The card game lobby: one shared room every logged-in member joins. Later it
 * carries queue counts and match-found pushes; for now it proves the API's JWT
 * authenticates the WebSocket.
 */
export class LobbyRoom extends Room<{ state: LobbyState; client: LobbyClient }> {
  private services!: GameServices;

  override state = new LobbyState();

  override onCreate(options: { services: GameServices }) {
    this.services = options.services;
  }

  override async onAuth(_client: LobbyClient, _options: unknown, context: AuthContext): Promise<Member> {
    const member = await this.services.authenticate(context.token);
    if (!member) throw new Error('Please log in to play');
    return member;
  }

  override onJoin(client: LobbyClient) {
    client.send('welcome', { username: client.auth?.username });
    this.state.onlineMembers = this.countMembers();
  }

  override onLeave() {
    this.state.onlineMembers = this.countMembers();
  }

  private countMembers() {
    return new Set(this.clients.map((client) => client.auth?.id)).size;
  }
}
