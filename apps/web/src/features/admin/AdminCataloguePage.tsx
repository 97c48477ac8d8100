import { type Collection, type GiftCategory, ADMIN_CATALOGUE_TEXT as TEXT } from '@app/contracts';
import { type ReactNode, useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { Loaded, whenNo } from '@/components/ui/Loaded';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { addStarterDecksForAll, fetchCategories, fetchGiftCategories, initGiftCategories } from './api';
import { AddCategoryForm, AddProductForm } from './CatalogueForms';
import { starterDecksSummary } from './catalogue-forms';
import { type Notice, NoticeLine } from './Notice';
import { failureText } from './use-catalogue-form';

/** A button for a one-click admin action, with its result under it. */
function ActionButton({
  label,
  busyLabel,
  run,
}: {
  label: string;
  busyLabel: string;
  run: () => Promise<Notice>;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const onClick = async () => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice(await run());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <BusyButton
        type="button"
        className="btn btn--gradient btn--sm"
        busy={busy}
        busyLabel={busyLabel}
        onClick={onClick}
      >
        {label}
      </BusyButton>
      <NoticeLine notice={notice} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function CategoryList({ categories }: { categories: Collection[] }) {
  return (
    <ul className="admin-category-list" aria-label="Categories">
      {categories.map((category) => (
        <li key={category.id} className="admin-category">
          {category.imageUrl ? (
            <img src={category.imageUrl} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="admin-category__emoji" aria-hidden="true">
              {category.emoji || '🗂️'}
            </span>
          )}
          <span>
            <strong>{category.name}</strong>
            <span className="admin-table__sub">/{category.slug}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const GROUP_TITLES = { recipient: 'By recipient', occasion: 'By occasion', price: 'By price' } as const;

function GiftGroups({ gifts }: { gifts: GiftCategory[] }) {
  return (
    <dl className="admin-gift-groups">
      {(['recipient', 'occasion', 'price'] as const).map((group) => (
        <div key={group}>
          <dt>{GROUP_TITLES[group]}</dt>
          <dd>
            {gifts
              .filter((gift) => gift.group === group)
              .map((gift) => `${gift.emoji} ${gift.name}`)
              .join(' · ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const initGifts = async (): Promise<Notice> => {
  try {
    const { created, giftCategories } = await initGiftCategories();
    const text =
      created > 0
        ? `Created ${created} gift categories.`
        : `All ${giftCategories.length} gift categories already exist.`;
    return { kind: 'success', text };
  } catch (failure) {
    return { kind: 'error', text: failureText(failure, TEXT.initFailed) };
  }
};

const addStarterDecks = async (): Promise<Notice> => {
  try {
    return { kind: 'success', text: starterDecksSummary(await addStarterDecksForAll()) };
  } catch (failure) {
    return { kind: 'error', text: `${TEXT.starterDecksFailed}${failureText(failure, 'please try again')}` };
  }
};

/**
 * /admin-catalogue (product spec 2 §2 Admin catalogue; the path is ours): categories with pictures, products
 * with a picture, category and gift category, the gift categories' init button and the card game's
 * starter-deck action.
 */
export function AdminCataloguePage() {
  const categories = useLoad((signal) => fetchCategories(signal), []);
  const gifts = useLoad((signal) => fetchGiftCategories(signal), []);
  const loaded = categories.state.status === 'done' ? categories.state.value.collections : null;
  const giftList = gifts.state.status === 'done' ? gifts.state.value.giftCategories : [];
  const runInit = async () => {
    const notice = await initGifts();
    if (notice?.kind === 'success') gifts.reload();
    return notice;
  };
  return (
    <>
      <title>{`Catalogue | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Catalogue</h1>
      <Section title="Categories">
        <Loaded load={categories} loading="Loading categories..." failed="Failed to load categories.">
          {({ collections }) => <CategoryList categories={collections} />}
        </Loaded>
        <AddCategoryForm onAdded={categories.reload} />
      </Section>
      <Section title="Products">
        {loaded ? <AddProductForm categories={loaded} gifts={giftList} /> : null}
      </Section>
      <Section title="Gift Categories">
        <Loaded
          load={gifts}
          loading="Loading gift categories..."
          failed="Failed to load gift categories."
          empty={whenNo(
            'giftCategories',
            <MessageState
              emoji="🎁"
              title="No gift categories yet: initialize them to open the gift finder."
            />,
          )}
        >
          {({ giftCategories }) => <GiftGroups gifts={giftCategories} />}
        </Loaded>
        <ActionButton label="Initialize Gift Categories" busyLabel="Initializing…" run={runInit} />
      </Section>
      <Section title="Card Game">
        <p className="admin-muted">Give every member who has no deck the starter deck.</p>
        <ActionButton label="Add Starter Decks for All" busyLabel="Adding decks…" run={addStarterDecks} />
      </Section>
    </>
  );
}
