/** Deck builder (/deck-builder): a deck of sample cards, built and kept in this browser (localStorage). */
import './deck-builder.css';

export const loadDeckBuilderPage = async () => (await import('./DeckBuilderPage')).DeckBuilderPage;
