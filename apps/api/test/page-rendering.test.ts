// The server's use of the web build's renderer (plugins/page-rendering.ts): loaded from the build folder by file
// path, its pages cached by address and what they are drawn from for a minute, and a broken renderer never breaking a page. The web build's real renderer is tested in the browser tests
// (all-in-one/e2e/page-load.e2e.test.ts); here a renderer module of the test's own counts its calls.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PAGE_RENDERER_FILE } from '@app/contracts';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageRendering } from '../src/plugins/page-rendering.ts';

/** A renderer module that draws `<build> <url> <list>` and counts its renders in a global of its build. */
function writeRenderer(distDir: string, build: string) {
  const file = path.join(distDir, PAGE_RENDERER_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `export async function renderPage(url, data) {
      globalThis.renders = (globalThis.renders ?? 0) + 1;
      if (url.startsWith('/broken')) throw new Error('the renderer broke');
      const added = data.addedCollectionsJson ? ' ' + data.addedCollectionsJson : '';
      return { html: '<p>${build} ' + url + ' ' + (data.productListJson ?? 'no list') + added + '</p>', kind: 'page', title: 'T' };
    }\n`,
  );
}

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

describe('pages rendered by the web build’s renderer', () => {
  let distDir: string;
  let clock = 0;
  let logged: Array<{ msg: string; url?: string }> = [];
  const log = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'dd-render-'));
    clock = 1_000_000;
    logged = [];
    (globalThis as { renders?: number }).renders = 0;
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('is null without a renderer in the build (the browser draws the page)', async () => {
    const rendering = pageRendering(distDir, log, () => clock);
    expect(await rendering.render('/', {})).toBeNull();
  });

  it('renders once per address and product list, again after a minute or when the list changes', async () => {
    writeRenderer(distDir, 'b1');
    const rendering = pageRendering(distDir, log, () => clock);

    const first = await rendering.render('/drops', { productListJson: '[1]' });
    expect(first).toEqual({ html: '<p>b1 /drops [1]</p>', kind: 'page', title: 'T' });
    expect(await rendering.render('/drops', { productListJson: '[1]' })).toEqual(first);
    expect(renders()).toBe(1);

    expect((await rendering.render('/drops', { productListJson: '[1,2]' }))?.html).toBe(
      '<p>b1 /drops [1,2]</p>',
    );
    expect((await rendering.render('/search?q=led', {}))?.html).toBe('<p>b1 /search?q=led no list</p>');
    expect(renders()).toBe(3);

    clock += 59_000;
    await rendering.render('/drops', { productListJson: '[1,2]' });
    expect(renders()).toBe(3);
    clock += 2_000;
    await rendering.render('/drops', { productListJson: '[1,2]' });
    expect(renders()).toBe(4);
  });

  it('renders again when the collections admins added change, so a category added shows at once', async () => {
    writeRenderer(distDir, 'b1');
    const rendering = pageRendering(distDir, log, () => clock);
    const before = { productListJson: '[1]', addedCollectionsJson: '{"collections":[]}' };
    expect((await rendering.render('/collections', before))?.html).toBe(
      '<p>b1 /collections [1] {"collections":[]}</p>',
    );
    expect(await rendering.render('/collections', { ...before })).toEqual(
      await rendering.render('/collections', before),
    );
    expect(renders()).toBe(1);
    const after = { ...before, addedCollectionsJson: '{"collections":[{"slug":"nap-gear"}]}' };
    expect((await rendering.render('/collections', after))?.html).toBe(
      '<p>b1 /collections [1] {"collections":[{"slug":"nap-gear"}]}</p>',
    );
    expect(renders()).toBe(2);
  });

  it('answers null and logs the address when the renderer fails, and keeps rendering other pages', async () => {
    writeRenderer(distDir, 'b1');
    const rendering = pageRendering(distDir, log, () => clock);

    expect(await rendering.render('/broken/page', {})).toBeNull();
    expect(logged).toMatchObject([
      {
        msg: 'could not render the page on the server; sending the plain index.html',
        url: '/broken/page',
      },
    ]);
    expect((await rendering.render('/about', {}))?.html).toBe('<p>b1 /about no list</p>');
  });

  it('draws an address with tracking parameters as the page without them, once for every click id', async () => {
    writeRenderer(distDir, 'b1');
    const rendering = pageRendering(distDir, log, () => clock);

    const fromFacebook = await rendering.render('/product/pickle?utm_source=facebook&fbclid=IwAR0a', {
      productListJson: '[1]',
    });
    expect(fromFacebook?.html).toBe('<p>b1 /product/pickle [1]</p>');
    expect((await rendering.render('/product/pickle?fbclid=IwAR1b', { productListJson: '[1]' }))?.html).toBe(
      fromFacebook?.html,
    );
    expect(
      (await rendering.render('/product/pickle?ttclid=E.C.P&UTM_Campaign=x', { productListJson: '[1]' }))
        ?.html,
    ).toBe(fromFacebook?.html);
    expect((await rendering.render('/product/pickle', { productListJson: '[1]' }))?.html).toBe(
      fromFacebook?.html,
    );
    expect(renders()).toBe(1);

    // The page's own parameters stay, as sent and in their order.
    expect(
      (
        await rendering.render('/search?utm_medium=social&q=led%20lamp&gclid=1&page=2', {
          productListJson: '[1]',
        })
      )?.html,
    ).toBe('<p>b1 /search?q=led%20lamp&page=2 [1]</p>');
    expect((await rendering.render('/search?q=utm_source', { productListJson: '[1]' }))?.html).toBe(
      '<p>b1 /search?q=utm_source [1]</p>',
    );
    expect(renders()).toBe(3);
  });

  it('keeps the 500 addresses used last', async () => {
    writeRenderer(distDir, 'b1');
    const rendering = pageRendering(distDir, log, () => clock);
    for (let n = 0; n <= 500; n += 1) await rendering.render(`/search?q=${n}`, {});
    expect(renders()).toBe(501);
    // q=0 was the least recently used when q=500 came: it is drawn again; q=500 is still kept.
    await rendering.render('/search?q=500', {});
    expect(renders()).toBe(501);
    await rendering.render('/search?q=0', {});
    expect(renders()).toBe(502);
  });
});
