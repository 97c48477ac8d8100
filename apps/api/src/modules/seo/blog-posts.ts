import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** The blog lives in the web app's source; the API reads the same file for the sitemap and link previews. */
export const BLOG_POSTS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/features/blog/posts.json',
);

const blogPost = z.object({
  slug: z.string().min(1),
  title: z.string(),
  date: z.string(),
  excerpt: z.string(),
  image: z.string(),
  body: z.array(z.string()),
  legacy: z.boolean().optional(),
});
export type BlogPost = z.infer<typeof blogPost>;

export interface BlogPosts {
  list(): Promise<BlogPost[]>;
  find(slug: string): Promise<BlogPost | null>;
}

/** Reads the posts file, again only when it changed; a missing or malformed file means no posts. */
export function createBlogPosts(file: string, log?: FastifyBaseLogger): BlogPosts {
  let cached: { mtimeMs: number; posts: BlogPost[] } | null = null;

  async function list(): Promise<BlogPost[]> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs === mtimeMs) return cached.posts;
    let posts: BlogPost[] = [];
    try {
      posts = z.array(blogPost).parse(JSON.parse(await readFile(file, 'utf8')));
    } catch (error) {
      log?.warn({ err: error, file }, 'the blog posts file could not be read');
    }
    cached = { mtimeMs, posts };
    return posts;
  }

  return {
    list,
    async find(slug) {
      return (await list()).find((post) => post.slug === slug) ?? null;
    },
  };
}
