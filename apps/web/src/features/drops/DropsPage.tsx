import { useMemo } from 'react';
import { PageMeta } from '@/components/seo/PageMeta';
import { Loaded } from '@/components/ui/Loaded';
import { BrowseCollectionsLink, MessageState } from '@/components/ui/StatusBlock';
import { NewsletterForm } from '@/features/newsletter';
import { ProductGrid, picturedFirst, sortByDropDateDesc, useProducts } from '@/features/products';

/**
 * /drops: every product, newest drop first. The 'Never Miss a Drop' form subscribes to the newsletter
 * exactly like the home form (same call, texts and states).
 */
export function DropsPage() {
  const { products, list } = useProducts();
  const drops = useMemo(() => picturedFirst(sortByDropDateDesc(products)), [products]);

  return (
    <div className="page">
      <PageMeta
        title="Fresh Drops"
        description="The newest weird, viral and giftable finds, freshest first. New drops every week."
        path="/drops"
      />
      <header className="page-header">
        <p className="eyebrow">Hot off the internet</p>
        <h1 className="page-header__title">
          Fresh <span className="gradient-text">Drops</span> <span aria-hidden="true">🔥</span>
        </h1>
        <p className="page-header__lead">The newest finds in the catalogue, freshest first.</p>
      </header>

      <NewsletterForm
        variant="banner"
        emoji="⏰"
        title="Never Miss a Drop"
        blurb="Get the week's freshest drops in your inbox before they blow up on your feed."
      />

      <Loaded
        load={list}
        loading="Loading drops..."
        failed="Failed to load products"
        empty={{
          when: (all) => all.length === 0,
          show: (
            <MessageState
              emoji="📦"
              title="No drops available yet. Check back soon!"
              actions={<BrowseCollectionsLink look="outline" />}
            />
          ),
        }}
      >
        {() => <ProductGrid products={drops} label="Drops, newest first" showDropDate />}
      </Loaded>
    </div>
  );
}
