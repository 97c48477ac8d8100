import { describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { appCaller, suiteTestApp, waitFor } from './support.ts';

type Json = Record<string, unknown>;
const ADMIN_CATALOGUE_ACTIONS = ['/api/gift-categories/init', '/api/card/admin/add-starter-decks-for-all'];

describe.each(STACKS)('the admin area on %s', (stack) => {
  const t = suiteTestApp(stack);

  const call = appCaller(() => t.app);
  const audit = async (token: string, action: string) =>
    (await call('GET', `/api/admin/audit?action=${action}`, token)).json().entries as Json[];

  it('refuses visitors and members on every admin route, before reading their input, and changes nothing', async () => {
    const member = await registerMember(t.app);
    const document = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const adminRoutes = Object.entries(document.paths)
      .filter(
        ([path]) =>
          path.includes('/admin/') ||
          path.startsWith('/api/admin') ||
          path === '/refresh-products' ||
          path === '/api/gift-categories/init',
      )
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
      );
    // The walk covers the admin area, moderation, the mail outbox, suggestions, clicks and the deck action.
    for (const expected of [
      '/api/admin/dashboard',
      '/api/admin/users/{id}/roles',
      '/api/admin/subscribers.csv',
      '/api/admin/clicks',
      '/api/admin/audit',
      '/api/admin/mail-outbox',
      '/api/admin/categories',
      '/api/admin/products',
      '/api/gift-categories/init',
      '/api/card/admin/add-starter-decks-for-all',
      '/api/forum/admin/apply',
      '/admin/products/{key}',
      '/refresh-products',
    ]) {
      expect(adminRoutes.map(([, path]) => path)).toContain(expected);
    }
    const admin = await registerAdmin(t.app);
    const recorded = async () => (await call('GET', '/api/admin/audit', admin.token)).json().total as number;
    const before = await recorded();
    for (const [method, path] of adminRoutes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const visitor = await call(
        method as 'GET',
        url,
        undefined,
        method === 'GET' ? undefined : { junk: true },
      );
      // The product admin's answers also say `success` (product spec 2 §7).
      const said = path.startsWith('/api/') ? {} : { success: false };
      expect(visitor.statusCode, `${method} ${path}`).toBe(401);
      // The admin catalogue's two actions answer a visitor in their own words (product spec 2 §6).
      const loggedOut = ADMIN_CATALOGUE_ACTIONS.includes(path) ? 'Please log in first' : 'Not authenticated';
      expect(visitor.json(), `${method} ${path}`).toEqual({ ...said, error: loggedOut });
      const refused = await call(
        method as 'GET',
        url,
        member.token,
        method === 'GET' ? undefined : { junk: true },
      );
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      // The forum's tools are for moderators as well as admins.
      const refusal = path.startsWith('/api/forum/admin/') ? 'Moderators only' : 'Admin access required';
      expect(refused.json(), `${method} ${path}`).toEqual({ ...said, error: refusal });
    }
    expect(await recorded()).toBe(before);
  });

  it('counts a View Deal click once and redirects to the affiliate address; unknown and unsafe links are 404', async () => {
    const admin = await registerAdmin(t.app);
    const safe = {
      _id: `go-safe-${Date.now()}`,
      name: 'Glow Rock',
      source: 'other',
      affiliateUrl: 'https://shop.example.com/rock?ref=dd',
      price: 12,
    };
    const unsafe = {
      _id: `go-unsafe-${Date.now()}`,
      name: 'Bad Link',
      source: 'other',
      affiliateUrl: 'javascript:alert(1)',
      price: 5,
    };
    await t.app.catalogue.saveProducts([safe, unsafe]);
    try {
      const clicksOf = async (id: string) => {
        const report = (await call('GET', '/api/admin/clicks?days=7', admin.token)).json() as {
          days: Array<{ day: string; clicks: number }>;
          products: Array<{ product_id: string; name: string | null; clicks: number; today: number }>;
        };
        return { report, row: report.products.find((row) => row.product_id === id) };
      };
      const followed = await call('GET', `/go/${safe._id}`);
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('https://shop.example.com/rock?ref=dd');
      expect(followed.headers['cache-control']).toBe('no-store');
      const { report, row } = await waitFor(
        async () => {
          const found = await clicksOf(safe._id);
          return found.row ? found : null;
        },
        { what: 'the click to be counted' },
      );
      expect(row).toEqual({ product_id: safe._id, name: 'Glow Rock', clicks: 1, today: 1 });
      expect(report.days).toHaveLength(7);
      expect(report.days.at(-1)).toEqual({
        day: new Date().toISOString().slice(0, 10),
        clicks: expect.any(Number),
      });
      await call('GET', `/go/${safe._id}`);
      await waitFor(async () => (await clicksOf(safe._id)).row?.clicks === 2, { what: 'the second click' });

      const unknown = await call('GET', '/go/no-such-product');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Product not found' });
      const refused = await call('GET', `/go/${unsafe._id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.location).toBeUndefined();
      expect((await clicksOf(unsafe._id)).row).toBeUndefined();
    } finally {
      await t.app.catalogue.deleteProducts([safe._id, unsafe._id]);
    }
  });

  it('grants and revokes admin and moderator, recorded with who and what; never one’s own admin role', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerMember(t.app);
    const granted = await call('PUT', `/api/admin/users/${member.user.id}/roles`, admin.token, {
      is_moderator: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().user).toMatchObject({ id: member.user.id, is_admin: false, is_moderator: true });
    // The forum now treats them as a moderator.
    const thread = await call('POST', '/api/forum/thread', member.token, {
      title: 'Moderated',
      content: 'x',
      category: 'off-topic',
      post_type: 'discussion',
    });
    expect(
      (await call('GET', `/api/forum/thread/${thread.json().thread.id}`, member.token)).json().can_moderate,
    ).toBe(true);

    const entries = await audit(admin.token, 'users.roles');
    expect(entries[0]).toMatchObject({
      actor_id: admin.user.id,
      actor_username: admin.user.username,
      target_type: 'user',
      target_id: String(member.user.id),
      details: { is_moderator: { from: false, to: true } },
    });
    // Setting what is already set records nothing.
    await call('PUT', `/api/admin/users/${member.user.id}/roles`, admin.token, { is_moderator: true });
    expect((await audit(admin.token, 'users.roles')).length).toBe(entries.length);

    const self = await call('PUT', `/api/admin/users/${admin.user.id}/roles`, admin.token, {
      is_admin: false,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot remove your own admin role', field: 'is_admin' });
    for (const [body, status] of [
      [{}, 400],
      [{ is_admin: 'yes' }, 400],
    ] as const) {
      expect(
        (await call('PUT', `/api/admin/users/${member.user.id}/roles`, admin.token, body)).statusCode,
      ).toBe(status);
    }
    expect(
      (await call('PUT', '/api/admin/users/999999/roles', admin.token, { is_admin: true })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/users/abc', admin.token)).statusCode).toBe(400);
  });

  it('lists and searches members with their reports and blocks', async () => {
    const admin = await registerAdmin(t.app);
    const target = await registerMember(t.app);
    const reporter = await registerMember(t.app);
    const reported = await call('POST', '/api/moderation/report/user', reporter.token, {
      reported_id: target.user.id,
      reason: 'Spam or unwanted messages',
      description: '',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    await call('POST', '/api/moderation/block', reporter.token, { blocked_id: target.user.id });
    const found = (
      await call('GET', `/api/admin/users?search=${target.user.username.toUpperCase()}`, admin.token)
    ).json();
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      id: target.user.id,
      reports_received: 1,
      blocked_by: 1,
      reports_made: 0,
    });
    // Pattern characters are taken literally.
    expect((await call('GET', '/api/admin/users?search=%25', admin.token)).json().total).toBe(0);
    const detail = (await call('GET', `/api/admin/users/${target.user.id}`, admin.token)).json();
    expect(detail.reports_received).toEqual([
      expect.objectContaining({
        reporter_username: reporter.user.username,
        reason: 'Spam or unwanted messages',
        status: 'pending',
      }),
    ]);
    expect(detail.blocked_by).toEqual([expect.objectContaining({ id: reporter.user.id })]);
    expect(detail.blocking).toEqual([]);
  });

  it('lists, exports and unsubscribes newsletter subscribers, each export and change recorded', async () => {
    const admin = await registerAdmin(t.app);
    const tag = `csv${Date.now()}`;
    for (const email of [`${tag}-a@example.com`, `${tag}-b@example.com`, `+${tag}-c@example.com`]) {
      const response = await call('POST', '/api/newsletter', undefined, { email });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const listed = (await call('GET', `/api/admin/subscribers?search=${tag}`, admin.token)).json();
    expect(listed.total).toBe(3);
    const first = listed.subscribers.find((row: Json) => row.email === `${tag}-a@example.com`);
    const done = await call('POST', `/api/admin/subscribers/${first.id}/unsubscribe`, admin.token);
    expect(done.json()).toEqual({ success: true });
    const again = await call('POST', `/api/admin/subscribers/${first.id}/unsubscribe`, admin.token);
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/subscribers/999999/unsubscribe', admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/admin/subscribers?search=${tag}&status=active`, admin.token)).json().total,
    ).toBe(2);
    expect(
      (await call('GET', `/api/admin/subscribers?search=${tag}&status=unsubscribed`, admin.token)).json()
        .total,
    ).toBe(1);
    expect((await call('GET', '/api/admin/subscribers?status=gone', admin.token)).json()).toMatchObject({
      field: 'status',
    });

    const csv = await call('GET', `/api/admin/subscribers.csv?search=${tag}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,username,subscribed_at,unsubscribed_at');
    expect(lines).toHaveLength(4);
    // A cell that a spreadsheet would run as a formula is defused.
    expect(lines.some((line) => line.startsWith(`'+${tag}-c@example.com,`))).toBe(true);
    expect(lines.find((line) => line.startsWith(`${tag}-a@`))?.split(',')[3]).toMatch(/^\d{4}-/);

    expect((await audit(admin.token, 'subscribers.unsubscribe'))[0]).toMatchObject({
      target_id: String(first.id),
      details: { email: `${tag}-a@example.com` },
    });
    expect((await audit(admin.token, 'subscribers.export'))[0]).toMatchObject({
      details: { count: 3, search: tag },
    });
  });

  it('shows the dashboard figures and the latest admin actions; resolving a report is recorded', async () => {
    const admin = await registerAdmin(t.app);
    const before = (await call('GET', '/api/admin/dashboard', admin.token)).json();
    const reporter = await registerMember(t.app);
    const target = await registerMember(t.app);
    const filed = await call('POST', '/api/moderation/report/user', reporter.token, {
      reported_id: target.user.id,
      reason: 'Impersonation',
      description: '',
    });
    const after = (await call('GET', '/api/admin/dashboard', admin.token)).json();
    expect(after.members).toBe(before.members + 2);
    expect(after.new_members_week).toBe(before.new_members_week + 2);
    expect(after.pending_reports).toBe(before.pending_reports + 1);
    expect(after.products).toBeGreaterThanOrEqual(80);

    const reportId = filed.json().report.id;
    await call('POST', `/api/moderation/reports/${reportId}/resolve`, admin.token, {
      status: 'resolved',
      admin_notes: 'ok',
    });
    const dashboard = (await call('GET', '/api/admin/dashboard', admin.token)).json();
    expect(dashboard.pending_reports).toBe(before.pending_reports);
    expect(dashboard.recent_actions[0]).toMatchObject({
      actor_username: admin.user.username,
      action: 'reports.resolve',
      target_type: 'user',
      target_id: String(target.user.id),
      details: { reports: [reportId], admin_notes: 'ok' },
    });
  });
});
