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
  const menuId = `${id}-menu`;

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

  const renderLink = (item: DropdownItem, className: string) => (
    <li key={item.to}>
      <NavLink to={item.to} className={className} onClick={close}>
        {item.emoji ? (
          <span className="nav-dropdown__emoji" aria-hidden="true">
            {item.emoji}
          </span>
        ) : null}
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <li
      ref={rootRef}
      className={`nav-dropdown${open ? ' is-open' : ''}`}
      onMouseEnter={softOpen}
      onMouseLeave={() => {
        if (!mediaQueryMatches(MOBILE_HEADER_QUERY)) close();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
      >
        {label}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <ul id={menuId} className="nav-dropdown__menu" hidden={!open}>
        {items.map((item) => renderLink(item, 'nav-dropdown__link'))}
        {footer ? renderLink(footer, 'nav-dropdown__link nav-dropdown__link--footer') : null}
      </ul>
    </li>
  );
}
