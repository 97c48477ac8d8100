// The module's public face: what other modules and the app's entry points may use of it.
export { mediaPlugin } from './plugin.ts';
export { decodeImageDataUrl, ImageRejected, mediaKeyOf, mediaUrl, storeImage } from './service.ts';
export type { MediaStore } from './store.ts';
export { createFileMediaStore } from './store.ts';
