// The module's public face: what other modules and the app's entry points may use of it.
export { giftsPlugin } from './plugin.ts';
export { initGiftCategories, tagProduct } from './service.ts';
