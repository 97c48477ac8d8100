import { JOIN_FAILURE_TEXT, type JoinFailure, type MessageSchemas, type PayloadIn } from '@app/contracts';
import { type Client, type Room, ServerError } from '@colyseus/core';

/**
 * What a room sends, typed by its protocol (`@app/contracts`): only the messages it names, each with its
 * payload. Not parsed again on the way out: the room builds them from the same contracts' types.
 */
export function outbox<S extends MessageSchemas>(_messages: S) {
  return {
    send<K extends keyof S & string>(client: Client, type: K, payload: PayloadIn<S, K>) {
      client.send(type, payload);
    },
    /** Encoded once, the same bytes sent to each client (but those in `except`). */
    broadcast<K extends keyof S & string>(
      room: Room,
      type: K,
      payload: PayloadIn<S, K>,
      options: { except?: Client[] } = {},
    ) {
      room.broadcast(type, payload, options);
    },
  };
}

/**
 * A refused join, thrown from a room's onAuth or onCreate: the matchmaker answers with the failure's code
 * (its HTTP status) and text, and the client SDK hands both over (`MatchMakeError`'s code and message).
 */
export const joinRefused = (failure: JoinFailure) => new ServerError(failure, JOIN_FAILURE_TEXT[failure]);
