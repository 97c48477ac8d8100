import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_POSTS, findPost, LISTED_POSTS } from './posts';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('blog posts (product spec 1 §2 Blog)', () => {
  it('lists the five spec posts, newest first', () => {
    expect(LISTED_POSTS.map((post) => post.slug)).toEqual([
      'dopamine-dealers-fun-products',
      'tiktok-made-me-buy-it-viral-gadgets-2025',
      'gifts-for-meme-lords-funniest-products',
      'tech-that-slaps-must-have-gadgets-2025',
      'fathers-day-gifts-2025',
    ]);
    const dates = LISTED_POSTS.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('resolves the three older posts without listing them', () => {
    for (const slug of [
      'latest-tech-trends-2024',
      'how-to-choose-the-right-gadget',
      'sustainable-tech-the-future',
    ]) {
      expect(findPost(slug)?.legacy).toBe(true);
    }
    expect(findPost('nope')).toBeUndefined();
    expect(ALL_POSTS).toHaveLength(8);
  });

  it('keeps the format the server reads: fields, dates, paragraphs and an existing image', () => {
    for (const post of ALL_POSTS) {
      expect(Object.keys(post).sort()).toEqual(
        ['body', 'date', 'excerpt', 'image', 'slug', 'title', ...(post.legacy ? ['legacy'] : [])].sort(),
      );
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.title && post.excerpt).toBeTruthy();
      expect(post.body.length).toBeGreaterThanOrEqual(4);
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      expect(existsSync(`${publicDir}${post.image}`)).toBe(true);
    }
  });
});
