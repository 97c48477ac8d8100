import data from './posts.json';

/**
 * A blog post. `posts.json` is also read by the server (sitemap, Open Graph tags for /blog/:slug),
 * so its format is fixed: { slug, title, date: 'YYYY-MM-DD', excerpt, image, body: paragraphs, legacy? }.
 */
export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  image: string;
  body: string[];
  /** Older posts: they resolve by slug but are not listed. */
  legacy?: boolean;
}

export const ALL_POSTS: ReadonlyArray<BlogPost> = data satisfies ReadonlyArray<BlogPost>;

/** The listed posts, newest first. */
export const LISTED_POSTS: ReadonlyArray<BlogPost> = ALL_POSTS.filter((post) => !post.legacy).sort((a, b) =>
  b.date.localeCompare(a.date),
);

export const findPost = (slug: string | undefined) => ALL_POSTS.find((post) => post.slug === slug);

export const blogPostPath = (slug: string) => `/blog/${slug}`;
