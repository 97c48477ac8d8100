import { type ComponentProps, createContext, createElement, useContext } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { MENTION_CLASS, MENTION_LINK, mentionLinks } from './markdown-mentions';

/** Only web links become links; `javascript:`, `data:` and the rest stay their text. */
const WEB_LINK = /^https?:\/\//i;

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Where this text's headings start: the tag a `#` gets, and whether the text's own `#` title is dropped. */
const HeadingPlace = createContext({ topLevel: 3, skipTitle: false });

/** Heading levels start under the page's own (a `#` in a post sits under the thread's title). */
function Heading({ node, ...props }: ComponentProps<'h2'> & ExtraProps) {
  const { topLevel, skipTitle } = useContext(HeadingPlace);
  const level = Number(node?.tagName.slice(1) ?? 1);
  if (skipTitle && level === 1) return null;
  const tag = `h${Math.min(topLevel + level - 1 - (skipTitle ? 1 : 0), 6)}` as HeadingTag;
  return createElement(tag, { className: 'markdown__heading', ...props });
}

/**
 * Links become members' links (not endorsed: nofollow ugc; the opened page gets no handle on this one), an
 * @mention the site's link to the member's profile, images their alt text (posts carry their own uploaded image;
 * no hotlinked pixels).
 */
const COMPONENTS: Components = {
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
  a: ({ href, children, className }) =>
    href && className === MENTION_CLASS && MENTION_LINK.test(href) ? (
      <Link to={href} className={MENTION_CLASS}>
        {children}
      </Link>
    ) : href && WEB_LINK.test(href) ? (
      <a href={href} rel="nofollow ugc noopener noreferrer" target="_blank">
        {children}
      </a>
    ) : (
      children
    ),
  img: ({ alt }) => alt || null,
  table: ({ node: _node, ...props }) => (
    <div className="markdown__table-wrap">
      <table className="markdown__table" {...props} />
    </div>
  ),
};

const PLACES = { post: { topLevel: 3, skipTitle: false }, guide: { topLevel: 2, skipTitle: true } } as const;

/**
 * Keeps `javascript:` and other addresses from reaching an attribute at all (the `a` component drops them); a
 * profile's path stays for the mentions (the `a` component links it only for them).
 */
const webOnly = (url: string) => (WEB_LINK.test(url) || MENTION_LINK.test(url) ? url : '');

/**
 * Markdown (GitHub's flavour: tables, strikethrough, autolinks) rendered as React elements with raw HTML
 * off: HTML in the source shows as text and is never parsed, so what members write stays inert.
 * `variant` 'guide' drops the document's own `#` title and puts its sections at h2. `mentions` (lower-cased
 * username to member id) makes those members' @names links to their profiles.
 */
export function Markdown({
  source,
  variant = 'post',
  mentions,
}: {
  source: string;
  variant?: 'post' | 'guide';
  mentions?: Readonly<Record<string, number>>;
}) {
  const plugins = mentions ? [remarkGfm, mentionLinks(mentions)] : [remarkGfm];
  return (
    <HeadingPlace value={PLACES[variant]}>
      <ReactMarkdown remarkPlugins={plugins} components={COMPONENTS} urlTransform={webOnly}>
        {source}
      </ReactMarkdown>
    </HeadingPlace>
  );
}
