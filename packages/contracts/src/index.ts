// The wire shapes, written once: the API validates and documents with them, the
// game server sends them, the web app parses what it receives with them.
export * from './admin.ts';
export * from './auth.ts';
export * from './card-battle.ts';
export * from './catalogue.ts';
export * from './decks.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './forum.ts';
export * from './gifts.ts';
export * from './memory-game.ts';
export * from './moderation.ts';
export * from './notifications.ts';
export * from './points.ts';
export * from './product-admin.ts';
export * from './profiles.ts';
export * from './site-config.ts';
export * from './site-pages.ts';
export * from './wishlist.ts';
