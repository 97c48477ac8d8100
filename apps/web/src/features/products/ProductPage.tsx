import type { Product } from '@app/contracts';
import { useContext, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/PageMeta';
import { Spinner } from '@/components/ui/Spinner';
import { LoadingState, PageMessage } from '@/components/ui/StatusBlock';
import { collectionPath, findCollection } from '@/config/collections';
import { ProductEasterEgg } from '@/features/easter-eggs';
import { ApiError } from '@/lib/api-error';
import { fetchProduct, fetchRandomProduct } from './calls';
import { AffiliateDisclosure } from './components/AffiliateDisclosure';
import { DealActions } from './components/DealActions';
import { ProductGallery } from './components/ProductGallery';
import { SourceBadge, ViralBadge } from './components/ViralBadge';
import { formatProductPrice, shownPrice } from './format';
import { galleryImages } from './images';
import { PriceTime } from './PriceTime';
import { PriceHistorySection } from './price-history/PriceHistory';
import { useProductSlots } from './product-slots';
import { useProductsStore } from './products-store';
import { findProduct, pickRandom, productPath } from './selectors';
import { ServerProductListContext } from './server-product-list';
import { useProducts } from './use-products';

const BACK_TO_COLLECTIONS = { to: '/collections', text: '← Back to collections' };

type LoadState =
  | { id: string; status: 'loading' }
  | { id: string; status: 'ready'; product: Product }
  | { id: string; status: 'not-found' }
  | { id: string; status: 'error' };

/**
 * The product with this id or asin: shown at once from the cached list when it is there, then confirmed
 * by `GET /api/products/:id`. A 404 means 'Product not found'; any other failure without a cached copy
 * is 'Failed to load products'.
 */
function useProduct(id: string, attempt: number): LoadState {
  // A product already in the list (the server sends the list with the page) is drawn in the first render.
  const serverList = useContext(ServerProductListContext);
  const [state, setState] = useState<LoadState>(() => {
    const cached = findProduct(serverList ?? useProductsStore.getState().products, id);
    return cached ? { id, status: 'ready', product: cached } : { id, status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request after 'Try again'
  useEffect(() => {
    const controller = new AbortController();
    const cached = findProduct(useProductsStore.getState().products, id);
    setState(cached ? { id, status: 'ready', product: cached } : { id, status: 'loading' });
    fetchProduct(id, controller.signal)
      .then((product) => setState(product ? { id, status: 'ready', product } : { id, status: 'not-found' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ id, status: 'not-found' });
        else if (!cached) setState({ id, status: 'error' });
      });
    return () => controller.abort();
  }, [id, attempt]);

  return state.id === id ? state : { id, status: 'loading' };
}

export function ProductPage() {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const state = useProduct(id, attempt);
  const { products, loading: listLoading } = useProducts();

  if (state.status === 'loading') {
    return (
      <div className="page page--narrow">
        <LoadingState text="Loading product..." />
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <PageMessage
        emoji="😵‍💫"
        title="Failed to load products"
        tone="error"
        link={BACK_TO_COLLECTIONS}
        more={
          <button type="button" className="btn btn--outline btn--lg" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        }
      >
        <p>We couldn't reach the product shelf just now. Check your connection and give it another go.</p>
      </PageMessage>
    );
  }

  if (state.status === 'not-found') {
    const count = products.length;
    return (
      <PageMessage emoji="🔍" title="Product not found" link={BACK_TO_COLLECTIONS}>
        <p>This one may have sold out of the internet. No worries, there's plenty more weird stuff.</p>
        <p className="product-count">
          {listLoading
            ? 'Counting the shelves...'
            : `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'} available`}
        </p>
      </PageMessage>
    );
  }

  return (
    <ProductDetail product={state.product} products={products} onChanged={() => setAttempt((n) => n + 1)} />
  );
}

interface ProductDetailProps {
  product: Product;
  products: readonly Product[];
  /** The product changed (an admin saved or refreshed it): load it again. */
  onChanged(): void;
}

function ProductDetail({ product, products, onChanged }: ProductDetailProps) {
  const slots = useProductSlots();
  return (
    <article className="page product-page">
      <PageMeta
        title={product.name}
        description={product.description}
        image={`/og/product/${encodeURIComponent(product._id)}.png`}
        path={productPath(product._id)}
        type="product"
      />
      <nav className="product-page__back" aria-label="Breadcrumb">
        <Link to="/collections" className="back-link">
          ← Back to collections
        </Link>
      </nav>

      <div className="product-page__layout">
        <ProductGallery key={product._id} images={galleryImages(product)} name={product.name}>
          <ProductEasterEgg key={product._id} productId={product._id} />
        </ProductGallery>

        <div className="product-page__info">
          <ProductSummary product={product} />
          <div className="product-page__actions">
            <DealActions product={product} size="lg" />
            {slots.wishlistHeart?.(product, 'page')}
          </div>
          <AffiliateDisclosure compact />
          {slots.adminControls?.(product, onChanged)}
          <GambleButton product={product} products={products} />
          <ProductCollections product={product} />
          <PriceHistorySection product={product}>{slots.priceAlert?.(product)}</PriceHistorySection>
        </div>
      </div>
    </article>
  );
}

/** Badges, name, price (with Amazon's time for its price), availability and description. */
function ProductSummary({ product }: { product: Product }) {
  const amazonPriceTime =
    product.source === 'amazon' && product.lastUpdated && shownPrice(product) !== null
      ? product.lastUpdated
      : null;
  const paragraphs = product.description.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <>
      <div className="product-page__badges">
        <ViralBadge viralFactor={product.viralFactor} />
        <SourceBadge source={product.source} />
      </div>
      <h1 className="product-page__title">{product.name}</h1>
      <p className={`product-page__price${(shownPrice(product) ?? 0) > 0 ? '' : ' is-fallback'}`}>
        {formatProductPrice(product)}
      </p>
      {product.availability || amazonPriceTime ? (
        <p className="product-page__meta">
          {product.availability ? <span>{product.availability}</span> : null}
          {amazonPriceTime ? (
            // Amazon's terms: its price is shown with the time Amazon gave it.
            <span>
              Price as of <PriceTime iso={amazonPriceTime} />
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="product-page__description">
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}

/** 'Gamble on Another Product': a random other product (the server's pick, else one from the list). */
function GambleButton({ product, products }: { product: Product; products: readonly Product[] }) {
  const navigate = useNavigate();
  const [gambling, setGambling] = useState(false);
  const [gambleNote, setGambleNote] = useState('');

  const gamble = async () => {
    if (gambling) return;
    setGambling(true);
    setGambleNote('');
    const fromServer = await fetchRandomProduct([product._id]).catch(() => null);
    const next =
      fromServer && fromServer._id !== product._id
        ? fromServer
        : pickRandom(products.filter((other) => other._id !== product._id));
    setGambling(false);
    if (!next) {
      setGambleNote('This is the only product for now. Check back soon!');
      return;
    }
    navigate(productPath(next._id));
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <>
      <button type="button" className="gamble" onClick={() => void gamble()} disabled={gambling}>
        {gambling ? <Spinner size="sm" /> : <span aria-hidden="true">🎲</span>}
        Gamble on Another Product
      </button>
      {gambleNote ? (
        <p className="gamble__note" role="status">
          {gambleNote}
        </p>
      ) : null}
    </>
  );
}

/** The collections the product is found in, as links. */
function ProductCollections({ product }: { product: Product }) {
  const collections = product.categories
    .map((category) => findCollection(category))
    .filter((collection, index, all) => collection && all.indexOf(collection) === index);
  if (collections.length === 0) return null;
  return (
    <div className="product-page__collections">
      <h2 className="visually-hidden">Found in</h2>
      <ul className="chip-list">
        {collections.map((collection) =>
          collection ? (
            <li key={collection.slug}>
              <Link to={collectionPath(collection.slug)} className="chip">
                <span aria-hidden="true">{collection.emoji}</span> {collection.name}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
