import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { testProduct } from './testing/test-product';

// The server renderer as the API calls it (the built module is tested in the browser tests, page-load.e2e).
const lamp = testProduct('lamp-1', {
  name: 'Moon <Lamp> & "Friends"',
  description: 'A lamp shaped like the moon.',
  price: 24.5,
  source: 'amazon',
  categories: ['tech'],
  lastUpdated: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
});
const listJson = JSON.stringify([lamp, testProduct('cube-2', { name: 'Fidget Cube', categories: ['tech'] })]);

describe('renderPage', () => {
  it('draws a product from the list it is given, its title taken out for the head, the time in UTC', async () => {
    const page = await renderPage('/product/lamp-1', { productListJson: listJson });
    expect(page.kind).toBe('page');
    expect(page.title).toBe('Moon <Lamp> & "Friends" | Dopamine Deals');
    expect(page.html).toContain(
      '<h1 class="product-page__title">Moon &lt;Lamp&gt; &amp; &quot;Friends&quot;</h1>',
    );
    expect(page.html).toContain('$24.50');
    expect(page.html).toMatch(/Price as of <time dateTime="[^"]+">[^<]+ UTC<\/time>/);
    // The page's <title> and <meta> tags belong in <head>: none are left in the markup for #root.
    expect(page.html).not.toMatch(/<title|<meta/);
    expect(page.html).toContain('<header');
  });

  it('draws the pages made from the list: home, a collection, drops', async () => {
    for (const url of ['/', '/collections/tech', '/drops']) {
      const page = await renderPage(url, { productListJson: listJson });
      expect(page.kind, url).toBe('page');
      expect(page.html, url).toContain('Fidget Cube');
    }
  });

  it('draws the static pages and the blog without a list', async () => {
    const about = await renderPage('/about', {});
    expect(about).toMatchObject({ kind: 'page', title: 'About | Dopamine Deals' });
    const blog = await renderPage('/blog/dopamine-dealers-fun-products', {});
    expect(blog.html).toContain('Dopamine Dealers: The Fun Products That Spark Instant Joy');
  });

  it('draws search results as their loading state, with the words searched for', async () => {
    const page = await renderPage('/search?q=moon%20lamp', {});
    expect(page.kind).toBe('page');
    expect(page.title).toBe('Search: moon lamp | Dopamine Deals');
  });

  it('draws the collections admins added it is given: in the menu, on /collections and their own page', async () => {
    const napGear = {
      id: 'nap-gear',
      slug: 'nap-gear',
      name: 'Nap Gear',
      emoji: '😴',
      description: 'Everything for a serious nap.',
      showInDropdown: false,
      imageUrl: '/media/categories/nap.webp',
      subcollections: [],
    };
    const data = {
      productListJson: listJson,
      addedCollectionsJson: JSON.stringify({ collections: [napGear] }),
    };
    const link = '<a class="nav-dropdown__link" href="/collections/nap-gear"';
    for (const url of ['/about', '/login']) {
      expect(
        (await renderPage(url, { addedCollectionsJson: data.addedCollectionsJson })).html,
        url,
      ).toContain(link);
      expect((await renderPage(url, {})).html, url).not.toContain('/collections/nap-gear');
    }
    const all = await renderPage('/collections', data);
    expect(all.html).toContain('Nap Gear');
    const own = await renderPage('/collections/nap-gear', data);
    expect(own).toMatchObject({ kind: 'page', title: 'Nap Gear | Dopamine Deals' });
  });

  it("draws 'Page not found' for an unknown address", async () => {
    const page = await renderPage('/no/such/page', {});
    expect(page).toMatchObject({ kind: 'page', title: 'Page not found | Dopamine Deals' });
    expect(page.html).toContain('Page not found');
  });

  it("draws members' pages, forms, games and admin pages as the shell with a loading state", async () => {
    for (const url of ['/login', '/profile', '/admin', '/forum', '/card-game-lobby', '/wishlist']) {
      const page = await renderPage(url, {});
      expect(page.kind, url).toBe('shell');
      expect(page.html, url).toContain('page-spinner');
      expect(page.html, url).toContain('<footer');
      expect(page.title, url).toBeUndefined();
    }
  });

  it("draws the match board's shell with its compact header", async () => {
    for (const url of ['/card-match', '/card-game/match-1']) {
      const page = await renderPage(url, {});
      expect(page.kind, url).toBe('shell');
      expect(page.html, url).toContain('site-header--compact');
      expect(page.html, url).toContain('page-spinner');
    }
  });
});
