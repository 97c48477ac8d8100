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

/** While a PageMeta is mounted the arrival tags step aside, so each tag exists once; they return after. */
function useReplaceStaticTags() {
  useLayoutEffect(() => {
    mountedCount += 1;
    for (const tag of staticTags) tag.remove();
    return () => {
      mountedCount -= 1;
      if (mountedCount === 0) document.head.append(...staticTags);
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
  useReplaceStaticTags();
  const text = shorten(description);
  const url = absolute(path ?? (typeof window === 'undefined' ? '/' : window.location.pathname));
  const imageUrl = image ? absolute(image) : undefined;
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={text} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}
