import { PageMeta } from '@/components/seo/PageMeta';
import { COLLECTIONS } from '@/config/collections';
import { CollectionCards } from './CollectionCards';

/** /collections: every collection with its emoji, name and description. */
export function CollectionsPage() {
  return (
    <div className="page">
      <PageMeta
        title="Collections"
        description="Browse every Dopamine Deals collection: tech, gaming, gifts for mom, meme gifts, TikTok finds and more."
        path="/collections"
      />
      <header className="page-header">
        <p className="eyebrow">Browse</p>
        <h1 className="page-header__title">
          All <span className="gradient-text">Collections</span>
        </h1>
        <p className="page-header__lead">
          {COLLECTIONS.length} rabbit holes of weird, viral and giftable stuff. Pick one and fall in.
        </p>
      </header>
      <CollectionCards collections={COLLECTIONS} all />
    </div>
  );
}
