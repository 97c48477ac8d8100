import type { CardDefinition, decksEndpoints, InputOf } from '@app/contracts';
import type { Card } from '@app/game-rules';

/** A deck exactly as `GET /api/card/decks` sends it (the `deck` contract; `card_ids` unchecked). */
export type { Deck as ServerDeck } from '@app/contracts';

/** A deck as the web app uses it: `card_ids` is `null` when the server's card list was not a list. */
export interface Deck {
  id: string;
  name: string;
  card_ids: string[] | null;
  is_active: boolean;
  is_starter: boolean;
}

/** A deck as the server takes it (`POST /api/card/decks`, `PUT /api/card/decks/:deckId`). */
export type DeckInput = InputOf<typeof decksEndpoints.create>['body'];

/** A card definition as the server may send it (product spec 3 §3: `effect_json` string or object, cost default 1). */
export type ServerCard = CardDefinition;

export type { Card };
