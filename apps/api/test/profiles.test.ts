import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { follows, wishlistItems, wishlists } from '@app/db';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp } from './support.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A JPEG photo as a phone takes it: sideways (EXIF orientation 6) and carrying where it was taken. */
async function phonePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** The little-endian EXIF entry pointing at the GPS directory (tag 0x8825, type LONG). */
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

const smallPng = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

const AVATAR_URL = /^\/media\/avatars\/[A-Za-z0-9_-]{22}\.webp$/;

describe.each(STACKS)('profiles and follows on %s', (stack) => {
  const t = suiteTestApp(stack);

  const call = appCaller(() => t.app);
  const save = (member: Member, payload: unknown) => call('PUT', '/api/auth/profile', member.token, payload);
  const ownProfile = async (member: Member) => (await call('GET', '/api/auth/profile', member.token)).json();
  const publicProfile = (id: number, token?: string) => call('GET', `/api/user/${id}/profile`, token);
  const follow = (member: Member, userId: unknown) =>
    call('POST', '/api/follow', member.token, { user_id: userId });

  /** Every file under the media folder, as keys. */
  const storedMedia = () =>
    readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.config.mediaDir, path.join(entry.parentPath, entry.name)))
      .sort();

  describe('PUT /api/auth/profile', () => {
    it('saves display name and bio trimmed, empty as none, and keeps fields left out', async () => {
      const member = await registerMember(t.app);
      const saved = await save(member, {
        display_name: '  Ann Example  ',
        bio: '  Likes gadgets.\nAnd cats. ',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        user: {
          id: member.user.id,
          username: member.user.username,
          email: `${member.user.username}@example.com`,
          display_name: 'Ann Example',
          avatar_url: null,
          bio: 'Likes gadgets.\nAnd cats.',
          is_admin: false,
          created_at: expect.any(String),
        },
      });
      expect((await ownProfile(member)).user).toMatchObject({
        display_name: 'Ann Example',
        bio: 'Likes gadgets.\nAnd cats.',
      });

      // Only the bio sent: the display name stays.
      expect((await save(member, { bio: 'New bio' })).json().user).toMatchObject({
        display_name: 'Ann Example',
        bio: 'New bio',
      });
      // Blank and null both mean none.
      const cleared = await save(member, { display_name: '   ', bio: null, avatar_url: '' });
      expect(cleared.json().user).toMatchObject({ display_name: null, bio: null, avatar_url: null });
    });

    it('refuses a display name over 50 or a bio over 500 characters, naming the field, and changes nothing', async () => {
      const member = await registerMember(t.app);
      await save(member, { display_name: 'Before', bio: 'Before bio' });
      const refusals: Array<[unknown, { error: string; field: string }]> = [
        [
          { display_name: 'x'.repeat(51) },
          { error: 'Display name must be at most 50 characters', field: 'display_name' },
        ],
        [{ bio: 'y'.repeat(501) }, { error: 'Bio must be at most 500 characters', field: 'bio' }],
        [{ display_name: 42 }, { error: 'Display name must be text', field: 'display_name' }],
        [
          { display_name: 'Two\nlines' },
          { error: 'Display name must be one line of text', field: 'display_name' },
        ],
        [{ bio: ['list'] }, { error: 'Bio must be text', field: 'bio' }],
        // One bad field refuses the whole save.
        [
          { display_name: 'Fine', bio: 'z'.repeat(501) },
          { error: 'Bio must be at most 500 characters', field: 'bio' },
        ],
      ];
      for (const [payload, refusal] of refusals) {
        const response = await save(member, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(response.json()).toEqual(refusal);
      }
      expect((await ownProfile(member)).user).toMatchObject({ display_name: 'Before', bio: 'Before bio' });

      // The limits themselves are allowed, counted in characters after trimming (an emoji is one).
      const atLimit = await save(member, {
        display_name: ` ${'😀'.repeat(50)} `,
        bio: `${'b'.repeat(500)}   `,
      });
      expect(atLimit.statusCode).toBe(200);
      expect(atLimit.json().user.display_name).toBe('😀'.repeat(50));
      expect(atLimit.json().user.bio).toBe('b'.repeat(500));
    });

    it('asks visitors to log in', async () => {
      const response = await call('PUT', '/api/auth/profile', undefined, { display_name: 'Nobody' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please log in first' });
    });

    it('refuses a text file, an SVG, other URLs and other image types as the avatar, storing nothing', async () => {
      const member = await registerMember(t.app);
      await save(member, { display_name: 'Unchanged' });
      const before = storedMedia();
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
      const notUploaded = 'Avatar must be an uploaded JPEG, PNG or WebP image';
      const notRaster = 'Avatar image must be a JPEG, PNG or WebP image';
      const cases: Array<[string, string]> = [
        [dataUrl('text/plain', 'just some notes'), notUploaded],
        [dataUrl('image/png', 'just some notes, claiming to be a PNG'), notRaster],
        [dataUrl('image/svg+xml', svg), notRaster],
        [`data:image/svg+xml,${encodeURIComponent(svg)}`, notUploaded],
        [dataUrl('image/gif', gif), notRaster],
        ['https://example.com/me.png', notUploaded],
        ['http://example.com/me.png', notUploaded],
        ['javascript:alert(1)', notUploaded],
        ['/media/avatars/AAAAAAAAAAAAAAAAAAAAAA.webp', notUploaded],
        ['data:image/png;base64,@@not-base64@@', notUploaded],
        [dataUrl('image/png', Buffer.alloc(0)), 'Avatar image is empty'],
        // A PNG header over bytes that are no picture.
        [
          dataUrl(
            'image/png',
            Buffer.concat([(await smallPng({ r: 1, g: 2, b: 3 })).subarray(0, 16), randomBytes(64)]),
          ),
          'Avatar image could not be read',
        ],
      ];
      for (const [avatar, error] of cases) {
        const response = await save(member, { display_name: 'Changed', avatar_url: avatar });
        expect(response.statusCode, avatar.slice(0, 40)).toBe(400);
        expect(response.json()).toEqual({ error, field: 'avatar_url' });
      }
      expect(storedMedia()).toEqual(before);
      expect((await ownProfile(member)).user).toMatchObject({ display_name: 'Unchanged', avatar_url: null });
    });

    it('stores an uploaded photo upright, at most 512 px, without its EXIF and GPS data, cached for good', async () => {
      const member = await registerMember(t.app);
      const photo = await phonePhoto(1600, 900);
      const input = await sharp(photo).metadata();
      // What the upload carries: a sideways picture with a GPS position.
      expect(input.orientation).toBe(6);
      expect(input.exif?.includes(GPS_POINTER)).toBe(true);

      const saved = await save(member, { avatar_url: dataUrl('image/jpeg', photo) });
      expect(saved.statusCode).toBe(200);
      const url: string = saved.json().user.avatar_url;
      expect(url).toMatch(AVATAR_URL);
      expect(storedMedia()).toContain(url.slice('/media/'.length));

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      // Turned upright (1600×900 sideways is 900×1600), then fitted within 512×512.
      expect([stored.width, stored.height]).toEqual([288, 512]);

      // The public profile and the own profile show it.
      expect((await publicProfile(member.user.id)).json().user.avatar_url).toBe(url);
      expect((await ownProfile(member)).user.avatar_url).toBe(url);
    });

    it('keeps the current avatar when it is sent back, replaces it with a new upload and removes it on null', async () => {
      const member = await registerMember(t.app);
      const first = (
        await save(member, { avatar_url: dataUrl('image/png', await smallPng({ r: 0, g: 128, b: 255 })) })
      ).json().user.avatar_url as string;
      const firstKey = first.slice('/media/'.length);
      // A small picture is never enlarged.
      expect(
        (await sharp((await t.app.inject({ method: 'GET', url: first })).rawPayload).metadata()).width,
      ).toBe(40);

      const kept = await save(member, { display_name: 'Kept', avatar_url: first });
      expect(kept.json().user).toMatchObject({ display_name: 'Kept', avatar_url: first });
      expect(storedMedia()).toContain(firstKey);

      // A WebP upload declared as a JPEG: the bytes decide.
      const webp = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#0a0' } })
        .webp()
        .toBuffer();
      const second = (await save(member, { avatar_url: dataUrl('image/jpeg', webp) })).json().user
        .avatar_url as string;
      expect(second).toMatch(AVATAR_URL);
      expect(second).not.toBe(first);
      // The replaced photo is gone.
      expect(storedMedia()).not.toContain(firstKey);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect(
        (await sharp((await t.app.inject({ method: 'GET', url: second })).rawPayload).metadata()).width,
      ).toBe(512);

      const removed = await save(member, { avatar_url: null });
      expect(removed.json().user.avatar_url).toBeNull();
      expect(storedMedia()).not.toContain(second.slice('/media/'.length));
    });

    it('refuses an image over 2 MB, naming the avatar, and a body too large to read', async () => {
      const member = await registerMember(t.app);
      const before = storedMedia();
      // Noise does not compress: about 2.4 MB of PNG.
      const big = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
      const response = await save(member, { avatar_url: dataUrl('image/png', big) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Avatar image must be at most 2 MB', field: 'avatar_url' });

      const huge = await save(member, { avatar_url: dataUrl('image/png', Buffer.alloc(4 * 1024 * 1024)) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'The request body is too large' });
      expect(storedMedia()).toEqual(before);
      expect((await ownProfile(member)).user.avatar_url).toBeNull();
    });

    it('serves only stored media keys', async () => {
      for (const url of [
        '/media/avatars/AAAAAAAAAAAAAAAAAAAAAA.webp',
        '/media/../package.json',
        '/media/avatars/x.svg',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });

    it('lets the site show images from itself (Content-Security-Policy)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(imgSrc?.split(' ')).toContain("'self'");
    });
  });

  describe('GET /api/user/{id}/profile', () => {
    it('shows a member to anyone, with counts, whether the caller follows them, and a public wishlist only', async () => {
      const owner = await registerMember(t.app);
      const fan = await registerMember(t.app);
      await save(owner, { display_name: 'Owner', bio: 'Hello there' });
      expect((await follow(fan, owner.user.id)).json()).toEqual({ following: true });

      const seenByFan = await publicProfile(owner.user.id, fan.token);
      expect(seenByFan.statusCode).toBe(200);
      expect(seenByFan.json()).toEqual({
        user: {
          id: owner.user.id,
          username: owner.user.username,
          display_name: 'Owner',
          avatar_url: null,
          bio: 'Hello there',
        },
        followers: 1,
        following: 0,
        is_following: true,
        puzzle_score: null,
        puzzle_rank: null,
        wishlist: null,
        threads: [],
      });
      // Visitors, the member themself, and a caller whose token is no good see it too, following nobody.
      expect((await publicProfile(owner.user.id)).json().is_following).toBe(false);
      expect((await publicProfile(owner.user.id, owner.token)).json().is_following).toBe(false);
      expect((await publicProfile(owner.user.id, 'not-a-token')).json().is_following).toBe(false);
      expect((await publicProfile(fan.user.id)).json()).toMatchObject({ followers: 0, following: 1 });

      // A private wishlist stays hidden; a public one shows its items newest first, as the wishlist page does.
      const [list] = await t.app.db
        .insert(wishlists)
        .values({ userId: owner.user.id, shareSlug: randomBytes(16).toString('base64url') })
        .returning();
      if (!list) throw new Error('no wishlist');
      await t.app.db.insert(wishlistItems).values({ wishlistId: list.id, productId: 'first-product' });
      await t.app.db.insert(wishlistItems).values({ wishlistId: list.id, productId: 'second-product' });
      expect((await publicProfile(owner.user.id)).json().wishlist).toBeNull();
      await t.app.db.update(wishlists).set({ isPublic: true }).where(eq(wishlists.id, list.id));
      expect((await publicProfile(owner.user.id)).json().wishlist).toEqual({
        items: [{ product_id: 'second-product' }, { product_id: 'first-product' }],
      });
    });

    it("answers 404 'User not found.' for an unknown member and 400 for an id that is none", async () => {
      const unknown = await publicProfile(2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'User not found.' });
      const bad = await call('GET', '/api/user/abc/profile');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'id must be a positive whole number', field: 'id' });
    });
  });

  describe('POST /api/follow', () => {
    const followerCount = async (id: number) =>
      (await t.app.db.select({ n: count() }).from(follows).where(eq(follows.followeeId, id)))[0]?.n;

    it('follows and unfollows in turn, and both profiles count it', async () => {
      const me = await registerMember(t.app);
      const them = await registerMember(t.app);
      const first = await follow(me, them.user.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ following: true });
      expect(await ownProfile(me)).toMatchObject({ followers: 0, following: 1 });
      expect(await ownProfile(them)).toMatchObject({ followers: 1, following: 0 });

      expect((await follow(me, them.user.id)).json()).toEqual({ following: false });
      expect(await ownProfile(me)).toMatchObject({ followers: 0, following: 0 });
      expect(await ownProfile(them)).toMatchObject({ followers: 0, following: 0 });
    });

    it('refuses following oneself, an unknown member, bad ids and visitors, changing nothing', async () => {
      const me = await registerMember(t.app);
      const self = await follow(me, me.user.id);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ error: 'You cannot follow yourself', field: 'user_id' });
      const unknown = await follow(me, 2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'User not found.' });
      for (const id of [undefined, 'abc', -1, 2.5]) {
        const response = await follow(me, id);
        expect(response.statusCode, String(id)).toBe(400);
        expect(response.json().field).toBe('user_id');
      }
      const visitor = await call('POST', '/api/follow', undefined, { user_id: me.user.id });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: 'Please log in first' });
      expect(await ownProfile(me)).toMatchObject({ followers: 0, following: 0 });
    });

    it('refuses following a member who blocked the caller, or whom the caller blocked', async () => {
      const blocker = await registerMember(t.app);
      const blocked = await registerMember(t.app);
      await call('POST', '/api/moderation/block', blocker.token, { blocked_id: blocked.user.id });

      const byThem = await follow(blocked, blocker.user.id);
      expect(byThem.statusCode).toBe(403);
      expect(byThem.json()).toEqual({ error: 'You cannot follow this member.' });
      const byMe = await follow(blocker, blocked.user.id);
      expect(byMe.statusCode).toBe(403);
      expect(byMe.json()).toEqual({ error: 'You have blocked this member. Unblock them to follow them.' });
      expect(await followerCount(blocker.user.id)).toBe(0);
      expect(await followerCount(blocked.user.id)).toBe(0);

      // Once unblocked, following works again.
      await call('DELETE' as 'POST', `/api/moderation/block?blocked_id=${blocked.user.id}`, blocker.token);
      expect((await follow(blocked, blocker.user.id)).json()).toEqual({ following: true });
    });

    it('takes 20 toggles at once one after another: half follow, half unfollow, and the count is the final state', async () => {
      const me = await registerMember(t.app);
      const them = await registerMember(t.app);
      const answers = await Promise.all(Array.from({ length: 20 }, () => follow(me, them.user.id)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      const following = answers.map((answer) => answer.json().following as boolean);
      expect(following.filter(Boolean)).toHaveLength(10);
      // An even number of toggles ends where it began.
      const profile = (await publicProfile(them.user.id, me.token)).json();
      expect(profile).toMatchObject({ followers: 0, is_following: false });
      expect(await followerCount(them.user.id)).toBe(0);

      // Many members toggling the same member at once, each an odd number of times: all end following.
      const fans = await Promise.all(Array.from({ length: 5 }, () => registerMember(t.app)));
      await Promise.all(fans.flatMap((fan) => Array.from({ length: 3 }, () => follow(fan, them.user.id))));
      expect((await publicProfile(them.user.id)).json().followers).toBe(5);
      expect(await followerCount(them.user.id)).toBe(5);
      for (const fan of fans) {
        expect((await publicProfile(them.user.id, fan.token)).json().is_following).toBe(true);
      }
    });
  });
});
