export * from './cards.ts';
export * from './matches.ts';
export * from './newsletter.ts';
export * from './points.ts';
export * from './social.ts';
export * from './users.ts';
