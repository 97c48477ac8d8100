import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/ui/icons';
import { MOBILE_HEADER_QUERY } from '@/config/site';
import { mediaQueryMatches, useMediaQueryChange } from '@/hooks/use-media-query';

export interface DropdownItem {
  to: string;
  label: string;
  emoji?: string;
}

interface NavDropdownProps {
  id: string;
  label: string;
  items: ReadonlyArray<DropdownItem>;
  /** Emphasised last link, e.g. 'View All Collections →'. */
  footer?: DropdownItem;
}

/**
 * Disclosure-style nav dropdown. Desktop: opens on hover, on click (Enter, Space) and on ArrowDown; Escape
 * closes and returns focus to the button; arrow keys move between links. Mobile: click toggles. Keyboard
 * focus alone does not open it: a closed menu's links stay out of the tab order, so Tab moves on to the
 * next item of the bar.
 */
export function NavDropdown({ id, label, items, footer }: NavDropdownProps) {
  const menuId = `${id}-menu`;
  const menu = useDropdownMenu(menuId);
  return (
    <li
      ref={menu.rootRef}
      className={`nav-dropdown${menu.open ? ' is-open' : ''}`}
      onMouseEnter={menu.softOpen}
      onMouseLeave={menu.onMouseLeave}
      onKeyDown={menu.onKeyDown}
      onBlur={menu.onBlur}
    >
      <button
        ref={menu.buttonRef}
        type="button"
        className="nav-link nav-dropdown__toggle"
        aria-expanded={menu.open}
        aria-controls={menuId}
        onClick={menu.onButtonClick}
      >
        {label}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <ul id={menuId} className="nav-dropdown__menu" hidden={!menu.open}>
        {items.map((item) => (
          <DropdownLink key={item.to} item={item} className="nav-dropdown__link" onClick={menu.close} />
        ))}
        {footer ? (
          <DropdownLink
            item={footer}
            className="nav-dropdown__link nav-dropdown__link--footer"
            onClick={menu.close}
          />
        ) : null}
      </ul>
    </li>
  );
}

function DropdownLink({
  item,
  className,
  onClick,
}: {
  item: DropdownItem;
  className: string;
  onClick: () => void;
}) {
  return (
    <li>
      <NavLink to={item.to} className={className} onClick={onClick}>
        {item.emoji ? (
          <span className="nav-dropdown__emoji" aria-hidden="true">
            {item.emoji}
          </span>
        ) : null}
        {item.label}
      </NavLink>
    </li>
  );
}

/** The dropdown's open state and the pointer, click and keyboard handling described on NavDropdown. */
function useDropdownMenu(menuId: string) {
  const [open, setOpenState] = useState(false);
  /** Mirrors `open` synchronously: hover and click can arrive before React re-renders. */
  const openRef = useRef(false);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);
  /** Set when hover opened the menu, so the following click pins it open. */
  const softOpened = useRef(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const close = () => {
    softOpened.current = false;
    setOpen(false);
  };

  // A change of layout closes the menu, so it starts closed in either.
  useMediaQueryChange(MOBILE_HEADER_QUERY, open, close);

  const softOpen = () => {
    if (mediaQueryMatches(MOBILE_HEADER_QUERY) || openRef.current) return;
    softOpened.current = true;
    setOpen(true);
  };

  const onButtonClick = () => {
    const pin = openRef.current && softOpened.current && !mediaQueryMatches(MOBILE_HEADER_QUERY);
    softOpened.current = false;
    if (!pin) setOpen(!openRef.current);
  };

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`#${menuId} a`) ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && openRef.current) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!openRef.current) {
      softOpened.current = true;
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    all[(next + all.length) % all.length]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const onMouseLeave = () => {
    if (!mediaQueryMatches(MOBILE_HEADER_QUERY)) close();
  };

  return { open, rootRef, buttonRef, close, softOpen, onButtonClick, onKeyDown, onBlur, onMouseLeave };
}
