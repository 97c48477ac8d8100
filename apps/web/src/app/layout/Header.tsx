import { type CSSProperties, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/layout/Logo';
import { NavDropdown } from '@/components/layout/NavDropdown';
import { Avatar } from '@/components/ui/Avatar';
import { InlineField } from '@/components/ui/InlineField';
import { CloseIcon, HeartIcon, LogoutIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { type Collection, collectionPath, DROPDOWN_COLLECTIONS } from '@/config/collections';
import { CONNECT_LINKS, DOPAMINE_LINKS, MOBILE_HEADER_QUERY } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { GamesWaitingBadge, LOBBY_PATH } from '@/features/card-game';
import { useSiteCollections } from '@/features/collections';
import { NotificationBell } from '@/features/notifications';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useLoginPath } from '@/hooks/use-login-path';
import { useMediaQueryChange } from '@/hooks/use-media-query';
import { emitAppEvent } from '@/lib/events';
import type { ShellKind } from './shell-kind';

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

/** The match board's bar: the logo, the way back to the lobby and, for a member, the bell. */
function CompactHeader() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <header className="site-header site-header--compact">
      <div className="site-header__bar">
        <Logo />
        <Link to={LOBBY_PATH} className="btn btn--ghost btn--sm site-header__lobby">
          <span aria-hidden="true">←</span> Lobby
        </Link>
        <div className="site-header__actions">{isLoggedIn ? <NotificationBell /> : null}</div>
      </div>
    </header>
  );
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

/** A member's wishlist, notifications, profile and Logout; a visitor's Login and Sign Up. */
function AccountActions() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  // Logging in from the header comes back to the page it was pressed on.
  const loginPath = useLoginPath();
  if (!isLoggedIn) {
    return (
      <>
        <Link to={loginPath} className="btn btn--ghost btn--sm">
          Login
        </Link>
        <Link to="/register" className="btn btn--gradient btn--sm">
          Sign Up
        </Link>
      </>
    );
  }
  return (
    <>
      <NavLink to="/wishlist" className="icon-button" aria-label="Wishlist" title="Wishlist">
        <HeartIcon />
      </NavLink>
      <GamesWaitingBadge />
      <NotificationBell />
      <NavLink
        to="/profile"
        className="avatar-link"
        aria-label="Profile"
        title={user?.display_name || user?.username || 'Profile'}
      >
        <Avatar src={user?.avatar_url} />
      </NavLink>
      <button type="button" className="btn btn--ghost btn--sm logout-button" onClick={() => void logout()}>
        {/* On a phone the icon stands in for the word, which stays the button's name (see shell.css). */}
        <LogoutIcon className="logout-button__icon" size={20} />
        <span className="logout-button__text">Logout</span>
      </button>
    </>
  );
}

/** The header's search box: a search goes to /search?q= and closes the box. */
interface HeaderSearchProps {
  query: string;
  setQuery: (query: string) => void;
  onClose: () => void;
  onEscape: () => void;
}

function HeaderSearch({ query, setQuery, onClose, onEscape }: HeaderSearchProps) {
  const navigate = useNavigate();
  const searchInputId = useId();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
    setQuery('');
    onClose();
  };

  return (
    <search id="header-search">
      <form className="header-search" onSubmit={submitSearch}>
        <SearchIcon className="header-search__icon" />
        <InlineField
          id={searchInputId}
          label="Search products"
          type="search"
          placeholder="Search products..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onEscape();
          }}
          // The field only appears after the user asks for search.
          autoFocus
        />
        <button type="submit" className="btn btn--gradient btn--sm">
          Search
        </button>
      </form>
    </search>
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
