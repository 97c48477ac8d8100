import { type ForumThread, isShownImageAddress } from '@app/contracts';
import { Link } from 'react-router-dom';
import { ForumRules } from '../ForumRules';
import { FORUM_TEXT } from '../forum-text';
import { ThreadCounts } from '../ThreadFacts';

/** Beside the thread: its product, its figures, the rules, and (one day) related threads. */
export function ThreadSidebar({ post }: { post: ForumThread }) {
  return (
    <aside className="forum-sidebar">
      {post.product_data ? <AttachedProduct data={post.product_data} productId={post.product_id} /> : null}
      <section className="forum-card" aria-labelledby="stats-title">
        <h2 id="stats-title">Stats</h2>
        <ThreadCounts thread={post} className="forum-stats" />
      </section>
      <ForumRules />
      <section className="forum-card" aria-labelledby="related-title">
        <h2 id="related-title">Related Threads</h2>
        <p className="forum-muted">{FORUM_TEXT.relatedSoon}</p>
      </section>
    </aside>
  );
}

function AttachedProduct({ data, productId }: { data: Record<string, unknown>; productId: string | null }) {
  const name = typeof data.name === 'string' ? data.name : 'Product';
  const image = typeof data.image === 'string' && isShownImageAddress(data.image) ? data.image : null;
  if (data.available === false) {
    return (
      <section className="forum-card" aria-labelledby="product-title">
        <h2 id="product-title">Product</h2>
        <p>{name}</p>
        <p className="forum-muted">{FORUM_TEXT.productGone}</p>
      </section>
    );
  }
  return (
    <section className="forum-card" aria-labelledby="product-title">
      <h2 id="product-title">Product</h2>
      {image ? <img src={image} alt="" className="forum-product__image" loading="lazy" /> : null}
      <p>{productId ? <Link to={`/product/${productId}`}>{name}</Link> : name}</p>
      {typeof data.price === 'number' ? <p className="forum-muted">${data.price.toFixed(2)}</p> : null}
      {typeof data.store === 'string' ? <p className="forum-muted">{data.store}</p> : null}
    </section>
  );
}
