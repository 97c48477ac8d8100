import { PageMeta } from '@/components/seo/PageMeta';
import { CollectionCards } from './CollectionCards';
import { useSiteCollections } from './site-collections';

/** /collections: every collection with its emoji, name and description, those admins added included. */
export function CollectionsPage() {
  const { collections } = useSiteCollections({ fresh: true });
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
          {collections.length} rabbit holes of weird, viral and giftable stuff. Pick one and fall in.
        </p>
      </header>
      <CollectionCards collections={collections} all />
    </div>
  );
}
