// What any text a request carries can do: a NUL character is refused in words on every route (generated from
// the registered contracts, so a route added later is covered), and no value of any text field, however odd
// (NUL, a lone surrogate, 10,000 characters), makes a route fail on the server's side.
import {
  decksEndpoints,
  type Endpoint,
  forumEndpoints,
  moderationEndpoints,
  NUL_REFUSED,
  profilesEndpoints,
  submissionsEndpoints,
  wishlistEndpoints,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { registerAdmin, registerMember, STACKS } from '../src/testing.ts';
import { callWith, endpointContracts, fieldsOf, type Part } from './contract-inputs.ts';
import { suiteTestApp } from './support.ts';

const ADMIN_PASSWORD = 'an-admin-password-42';
const STRANGE_TEXTS = {
  nul: 'before\u0000after',
  'lone surrogate': 'x\ud800y',
  '10,000 characters': 'a'.repeat(10_000),
};

const endpoints = endpointContracts();
const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe.each(STACKS)('text in requests on %s', (stack) => {
  const t = suiteTestApp(stack, { ADMIN_PASSWORD });

  it('refuses a NUL character in any field of any route with 400 and the field, before anything else', async () => {
    const admin = await registerAdmin(t.app);
    const cases = endpoints.flatMap((endpoint) => fieldsOf(endpoint).map((at) => ({ endpoint, ...at })));
    // Every route that takes input is covered: a route without a field would be a contract without input.
    expect(new Set(cases.map((each) => routeOf(each.endpoint))).size).toBeGreaterThan(60);
    const answered = [];
    for (const { endpoint, part, field } of cases) {
      const response = await callWith(
        t.app,
        endpoint,
        { part, field, value: STRANGE_TEXTS.nul },
        { token: admin.token },
      );
      answered.push({
        route: `${routeOf(endpoint)} ${part}.${field}`,
        status: response.statusCode,
        body: response.json(),
      });
    }
    const wrong = answered.filter(
      (each, index) =>
        each.status !== 400 ||
        each.body.error !== NUL_REFUSED ||
        each.body.field !== (cases[index] as { field: string }).field,
    );
    expect(wrong).toEqual([]);
  });

  it('answers every odd text in every field of every route without a server error', async () => {
    const admin = await registerAdmin(t.app);
    const member = await registerMember(t.app);
    const base = await validInputs(admin.token, member.user.id);
    const failures = [];
    for (const endpoint of endpoints) {
      for (const { part, field } of fieldsOf(endpoint)) {
        for (const [name, value] of Object.entries(STRANGE_TEXTS)) {
          const response = await callWith(
            t.app,
            endpoint,
            { part, field, value },
            { token: admin.token, base: base.get(endpoint) },
          );
          if (response.statusCode >= 500) {
            failures.push(
              `${routeOf(endpoint)} ${part}.${field} (${name}): ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  /**
   * A valid input for the routes that take text, so an odd value in one field gets past the validation of the
   * others and reaches the service (and the database) behind them.
   */
  async function validInputs(token: string, memberId: number) {
    const post = (endpoint: Endpoint, payload: object) =>
      t.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const thread = (
      await post(forumEndpoints.createThread, {
        title: 'A thread to reply to',
        content: 'Its content, long enough.',
        category: 'off-topic',
        post_type: 'discussion',
      })
    ).json() as { thread: { id: number } };
    const inputs = new Map<Endpoint, Partial<Record<Part, Record<string, unknown>>>>([
      [
        forumEndpoints.createThread,
        {
          body: {
            title: 'A new thread',
            content: 'Some words about it.',
            category: 'off-topic',
            post_type: 'discussion',
          },
        },
      ],
      [forumEndpoints.reply, { body: { thread_id: thread.thread.id, content: 'A reply with words.' } }],
      [profilesEndpoints.save, { body: { display_name: 'Someone', bio: 'About me.' } }],
      [
        moderationEndpoints.reportUser,
        { body: { reported_id: memberId, reason: 'Spam or unwanted messages', description: 'Why.' } },
      ],
      [
        moderationEndpoints.reportContent,
        {
          body: { content_type: 'thread', content_id: thread.thread.id, reason: 'Spam', description: 'Why.' },
        },
      ],
      [decksEndpoints.create, { body: { name: 'My deck', card_ids: [] } }],
      [wishlistEndpoints.add, { body: { product_id: 'no-such-product' } }],
      [submissionsEndpoints.submit, { body: { name: 'A thing', url: 'https://shop.example/thing' } }],
    ]);
    for (const [endpoint] of inputs) expect(endpoints).toContain(endpoint);
    return inputs;
  }
});
