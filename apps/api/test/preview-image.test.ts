import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileMediaStore } from '../src/modules/media/store.ts';
import { siteImageReader, wrapText } from '../src/modules/seo/preview-image.ts';

describe('link preview pictures', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dd-preview-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'images'), { recursive: true });
  writeFileSync(path.join(dist, 'images', 'lamp.svg'), '<svg/>');
  writeFileSync(path.join(root, 'secret.txt'), 'not for the world');
  const media = createFileMediaStore(path.join(root, 'media'));
  const read = siteImageReader(dist, media);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads the site's own pictures only: the web app's /images/ and uploaded /media/", async () => {
    expect((await read('/images/lamp.svg'))?.toString()).toBe('<svg/>');
    await media.put('products/abc.webp', Buffer.from('webp bytes'), 'image/webp');
    expect((await read('/media/products/abc.webp'))?.toString()).toBe('webp bytes');
    expect(await read('/media/products/missing.webp')).toBeNull();
    expect(await read('/images/missing.svg')).toBeNull();
    // Never another site's address (no fetching), never a path out of the build.
    for (const url of [
      'https://example.com/a.png',
      '/images/../../secret.txt',
      '/images/%2e%2e/%2e%2e/secret.txt',
      '/secret.txt',
      '',
    ]) {
      expect(await read(url), url).toBeNull();
    }
  });

  it('lays a title into lines of a width, cutting the last with an ellipsis', () => {
    expect(wrapText('Galaxy Star Projector Night Light', 20, 3)).toEqual([
      'Galaxy Star',
      'Projector Night',
      'Light',
    ]);
    expect(wrapText('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercali…']);
  });
});
