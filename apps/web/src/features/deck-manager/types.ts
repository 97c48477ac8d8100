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

export interface DeckInput {
  name: string;
  card_ids: string[];
}

/** A card definition as the server may send it (product spec 3 §3: `effect_json` string or object, cost default 1). */
export type ServerCard = Partial<Omit<Card, 'effect'>> & {
  id: string;
  name: string;
  effect?: unknown;
  effect_json?: unknown;
};

export interface CardListResponse {
  cards: ServerCard[];
}

export type { Card };
