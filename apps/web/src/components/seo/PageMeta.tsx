import { useLayoutEffect } from 'react';
import { SITE_NAME } from '@/config/site';

interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Site-relative or absolute image for link previews. */
  image?: string;
  /** Site-relative path of the canonical URL; defaults to the current path. */
  path?: string;
  type?: 'website' | 'article' | 'product';
}

const MAX_DESCRIPTION = 160;

const STATIC_SELECTOR = 'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * The description and link-preview tags index.html arrived with (the server writes a page's own there).
 * Read when this module loads, before any PageMeta has rendered its tags.
 */
const staticTags: Element[] =
  typeof document === 'undefined' ? [] : Array.from(document.head.querySelectorAll(STATIC_SELECTOR));
let mountedCount = 0;

type TagSpec = readonly ['name' | 'property', string, string];

const isTag = (element: Element, [attribute, name, content]: TagSpec) =>
  element.getAttribute(attribute) === name && element.getAttribute('content') === content;

/**
 * While a PageMeta is mounted the arrival tags step aside, so each tag exists once; they return after. React reuses
 * a tag already in the head that equals one it renders (on a page the server drew, most are): such a tag, with no
 * twin left, is React's now and stays.
 */
function useReplaceStaticTags(rendered: readonly TagSpec[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tags React took are decided by its first render
  useLayoutEffect(() => {
    mountedCount += 1;
    const inHead = Array.from(document.head.querySelectorAll(STATIC_SELECTOR));
    for (const tag of staticTags) {
      const spec = rendered.find((candidate) => isTag(tag, candidate));
      const taken = spec && inHead.filter((other) => isTag(other, spec)).length === 1;
      if (!taken) tag.remove();
    }
    return () => {
      mountedCount -= 1;
      // After React has removed its own tags of this page (one of them may be an arrival tag it took).
      queueMicrotask(() => {
        if (mountedCount === 0) document.head.append(...staticTags.filter((tag) => !tag.isConnected));
      });
    };
  }, []);
}

function absolute(url: string): string {
  if (typeof window === 'undefined') return url;
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : flat;
}

/**
 * Document title, meta description, Open Graph and Twitter tags for a page. React 19 hoists these into
 * <head> and removes them when the page unmounts; the server sends the same tags for crawlers.
 */
export function PageMeta({ title, description, image, path, type = 'website' }: PageMetaProps) {
  const text = shorten(description);
  const url = absolute(path ?? (typeof window === 'undefined' ? '/' : window.location.pathname));
  const imageUrl = image ? absolute(image) : undefined;
  const tags: TagSpec[] = [
    ['name', 'description', text],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', type],
    ['property', 'og:title', title],
    ['property', 'og:description', text],
    ['property', 'og:url', url],
    ...(imageUrl ? [['property', 'og:image', imageUrl] as const] : []),
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', text],
    ...(imageUrl ? [['name', 'twitter:image', imageUrl] as const] : []),
  ];
  useReplaceStaticTags(tags);
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {tags.map(([attribute, name, content]) => (
        <meta key={name} {...{ [attribute]: name }} content={content} />
      ))}
    </>
  );
}
