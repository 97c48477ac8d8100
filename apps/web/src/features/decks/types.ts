import type { Card } from '@app/game-rules';

/** A deck exactly as `GET /api/card/decks` sends it; `card_ids` is untrusted (spec §5: may be corrupted). */
export interface ServerDeck {
  id: string;
  name: string;
  card_ids: unknown;
  is_active: boolean;
  is_starter?: boolean;
  created_at?: string;
  updated_at?: string;
}

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

export interface DeckListResponse {
  decks: ServerDeck[];
}

export interface DeckResponse {
  deck: ServerDeck;
}

/** A card definition as the server may send it (spec §3: `effect_json` string or object, cost default 1). */
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
