import { type CSSProperties, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import { NavDropdown } from '@/components/layout/NavDropdown';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { onDemand } from '@/components/ui/OnDemand';
import { type Collection, collectionPath, DROPDOWN_COLLECTIONS } from '@/config/collections';
import { CONNECT_LINKS, DOPAMINE_LINKS, MOBILE_HEADER_QUERY } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useSiteCollections } from '@/features/collections';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useLoginPath } from '@/hooks/use-login-path';
import { useMediaQueryChange } from '@/hooks/use-media-query';
import { emitAppEvent } from '@/lib/events';
import { CompactHeader } from './CompactHeader';
import type { ShellKind } from './shell-kind';

// A member's part of the bar comes in a chunk of its own: a visitor's pages never load it, and a member's ask for
// it at once, beside the page's code.
const loadMemberActions = () => import('./MemberActions');
const MemberActions = lazy(loadMemberActions);
// The search box, the first time it is opened (every page has the button, few visits search from it).
const HeaderSearch = onDemand(async () => (await import('./HeaderSearch')).default);
if (useAuthStore.getState().token) void loadMemberActions();

const collectionItem = (collection: Collection) => ({
  to: collectionPath(collection.slug),
  label: collection.name,
  emoji: collection.emoji,
});
const COLLECTION_ITEMS = DROPDOWN_COLLECTIONS.map(collectionItem);
const VIEW_ALL_COLLECTIONS = { to: '/collections', label: 'View All Collections →' };

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`;

/**
 * The menu (mobile layout) and the search box: either opens alone; both close on navigation, the menu also
 * on Escape (focus back on its button) and when leaving the mobile layout. The open menu hangs under the bar.
 */
function useHeaderPanels() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuTop, setMenuTop] = useState(0);
  const [searchOpen, setSearchOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the menu and the search box on every navigation, and the menu when leaving mobile layout (its button
  // only shows in that layout, so an open menu is a mobile one).
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setMenuOpen(false);
    setSearchOpen(false);
  }
  useMediaQueryChange(MOBILE_HEADER_QUERY, menuOpen, () => setMenuOpen(false));

  useBodyScrollLock(menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const toggleMenu = () => {
    if (!menuOpen) {
      setMenuTop(Math.max(0, Math.round(barRef.current?.getBoundingClientRect().bottom ?? 0)));
      setSearchOpen(false);
    }
    setMenuOpen(!menuOpen);
  };

  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    setMenuOpen(false);
  };

  return {
    menuOpen,
    menuTop,
    searchOpen,
    barRef,
    toggleRef,
    toggleMenu,
    toggleSearch,
    closeMenu: () => setMenuOpen(false),
    closeSearch: () => setSearchOpen(false),
  };
}

/** The site's header: the storefront's (`store`), the admin area's (no promotions) or the match board's compact bar. */
export function Header({ kind = 'store' }: { kind?: ShellKind }) {
  if (kind === 'match') return <CompactHeader />;
  return <FullHeader promotions={kind === 'store'} />;
}

function FullHeader({ promotions }: { promotions: boolean }) {
  const panels = useHeaderPanels();
  const { menuOpen, searchOpen } = panels;
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  // The draft outlives the box: closed and opened again, it is still there.
  const [query, setQuery] = useState('');

  return (
    <header className={`site-header${menuOpen ? ' menu-open' : ''}`}>
      <div className="site-header__bar" ref={panels.barRef}>
        <Logo />

        <div className="site-header__actions">
          <button
            ref={searchToggleRef}
            type="button"
            className={`icon-button${searchOpen ? ' is-active' : ''}`}
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={panels.toggleSearch}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <AccountActions />
          <button
            ref={panels.toggleRef}
            type="button"
            className="icon-button menu-toggle"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="primary-nav"
            onClick={panels.toggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      {searchOpen ? (
        <HeaderSearch
          query={query}
          setQuery={setQuery}
          onClose={panels.closeSearch}
          // Closed by Escape, focus goes back to the button that opened the box.
          onEscape={() => {
            panels.closeSearch();
            searchToggleRef.current?.focus();
          }}
        />
      ) : null}

      <PrimaryNav
        menuOpen={menuOpen}
        menuTop={panels.menuTop}
        closeMenu={panels.closeMenu}
        promotions={promotions}
      />
    </header>
  );
}

/** A visitor's Login and Sign Up; a member's wishlist, notifications, profile and Logout (MemberActions). */
function AccountActions() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  // Logging in from the header comes back to the page it was pressed on.
  const loginPath = useLoginPath();
  const visitorActions = (
    <>
      <Link to={loginPath} className="btn btn--ghost btn--sm visitor-only">
        Login
      </Link>
      <Link to="/register" className="btn btn--gradient btn--sm visitor-only">
        Sign Up
      </Link>
    </>
  );
  if (!isLoggedIn) return visitorActions;
  // Until the member's code is there (asked for at start when a session is stored), the visitor's links keep
  // their place, hidden (`.visitor-only`).
  return (
    <Suspense fallback={visitorActions}>
      <MemberActions />
    </Suspense>
  );
}

/** The main navigation: a bar on wide screens, the menu panel under the header on a phone. */
function PrimaryNav({
  menuOpen,
  menuTop,
  closeMenu,
  promotions,
}: {
  menuOpen: boolean;
  menuTop: number;
  closeMenu: () => void;
  /** The newsletter's 'Get Fresh Drops' button (not in the admin area). */
  promotions: boolean;
}) {
  const navStyle = menuOpen ? ({ '--menu-top': `${menuTop}px` } as CSSProperties) : undefined;
  // The menu's collections, then every one admins added.
  const { added } = useSiteCollections();
  const collectionItems = useMemo(() => [...COLLECTION_ITEMS, ...added.map(collectionItem)], [added]);
  const openNewsletter = () => {
    closeMenu();
    emitAppEvent('newsletter:open');
  };
  return (
    <nav
      id="primary-nav"
      aria-label="Main"
      className={`primary-nav${menuOpen ? ' is-open' : ''}`}
      style={navStyle}
    >
      <ul className="primary-nav__list">
        <li>
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
        </li>
        <NavDropdown
          id="nav-collections"
          label="Collections"
          items={collectionItems}
          footer={VIEW_ALL_COLLECTIONS}
        />
        <li>
          <NavLink to="/drops" className={navLinkClass}>
            Drops 🔥
          </NavLink>
        </li>
        <li>
          <NavLink to="/rewards" className={navLinkClass}>
            Rewards
          </NavLink>
        </li>
        <li>
          <NavLink to="/forum" className={navLinkClass}>
            Forum
          </NavLink>
        </li>
        <NavDropdown id="nav-connect" label="Connect" items={CONNECT_LINKS} />
        <NavDropdown id="nav-dopamine" label="Dopamine" items={DOPAMINE_LINKS} />
      </ul>
      {promotions ? (
        <button type="button" className="btn btn--gradient fresh-drops" onClick={openNewsletter}>
          Get Fresh Drops 🔥
        </button>
      ) : null}
    </nav>
  );
}
