/** Blog: the post list (/blog) and a post (/blog/:slug), from posts.json. */

import './blog.css';
export const loadBlogPage = async () => (await import('./BlogPage')).BlogPage;
export const loadBlogPostPage = async () => (await import('./BlogPostPage')).BlogPostPage;
