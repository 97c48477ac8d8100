import { describe, expect, it } from 'vitest';
import { MENTION_LIMIT, mentionedUsernames, type NotificationItem, notificationText } from '../src/index.ts';

describe('mentions', () => {
  it('finds @usernames once each, lower-cased, and not inside addresses or words', () => {
    expect(
      mentionedUsernames(
        'Hey @Alice_1, ask @bob.smith. Mail me@example.com or x@y; @alice_1 again; @ab is too short',
      ),
    ).toEqual(['alice_1', 'bob.smith']);
    expect(mentionedUsernames('(@carol) and "@dave-99"!')).toEqual(['carol', 'dave-99']);
    expect(mentionedUsernames('no mentions here')).toEqual([]);
  });

  it(`stops at ${MENTION_LIMIT} names`, () => {
    const text = Array.from({ length: 15 }, (_, i) => `@member${i}`).join(' ');
    expect(mentionedUsernames(text)).toHaveLength(MENTION_LIMIT);
  });
});

describe('notification text', () => {
  const alice = { id: 2, username: 'alice', display_name: null };
  const base: NotificationItem = {
    id: 1,
    kind: 'reply',
    actor: alice,
    thread_id: 3,
    thread_title: 'Best gifts',
    reply_id: 4,
    about: 'thread',
    count: 1,
    created_at: new Date(0).toISOString(),
    read: false,
    match_id: null,
    product_id: null,
    detail: null,
  };

  it('says who did what where, by display name when there is one', () => {
    expect(notificationText(base)).toBe('alice replied to your thread in “Best gifts”');
    expect(notificationText({ ...base, about: 'reply', actor: { ...alice, display_name: 'Ali' } })).toBe(
      'Ali replied to your reply in “Best gifts”',
    );
    expect(notificationText({ ...base, kind: 'mention' })).toBe('alice mentioned you in “Best gifts”');
    expect(notificationText({ ...base, kind: 'accepted', about: 'reply' })).toBe(
      'alice accepted your answer in “Best gifts”',
    );
  });

  it('counts the others who hyped', () => {
    const hype = { ...base, kind: 'hype' as const, reply_id: null };
    expect(notificationText(hype)).toBe('alice hyped your thread in “Best gifts”');
    expect(notificationText({ ...hype, count: 2 })).toBe(
      'alice and 1 other hyped your thread in “Best gifts”',
    );
    expect(notificationText({ ...hype, count: 5, about: 'reply' })).toBe(
      'alice and 4 others hyped your reply in “Best gifts”',
    );
  });

  it('tells of a price drop and a target crossed with the product and both prices, and no actor', () => {
    const price = {
      ...base,
      actor: null,
      thread_id: null,
      thread_title: null,
      reply_id: null,
      about: null,
      product_id: 'glow-cube',
    };
    const detail = { product_title: 'Glow Cube', old_price: 102, new_price: 89.99 };
    expect(notificationText({ ...price, kind: 'price_drop', detail })).toBe(
      '“Glow Cube” dropped 12 % to $89.99 (was $102.00)',
    );
    expect(
      notificationText({
        ...price,
        kind: 'price_alert',
        detail: { ...detail, old_price: 1250, new_price: 1199.5 },
      }),
    ).toBe('“Glow Cube” is now $1,199.50, below your $1,250.00 alert');
  });
});
