export * from './cards.ts';
export * from './catalogue.ts';
export * from './mail.ts';
export * from './matches.ts';
export * from './newsletter.ts';
export * from './points.ts';
export * from './social.ts';
export * from './users.ts';
