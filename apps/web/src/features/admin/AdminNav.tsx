import { NavLink } from 'react-router-dom';

/** The admin nav (product spec 2 §2), on every admin page; our own pages join the spec's five. */
export const ADMIN_LINKS = [
  { to: '/admin-dashboard', label: 'Dashboard' },
  { to: '/admin', label: 'Products' },
  { to: '/admin-catalogue', label: 'Catalogue' },
  { to: '/admin-users', label: 'Users' },
  { to: '/admin-orders', label: 'Orders' },
  { to: '/admin-subscribers', label: 'Subscribers' },
  { to: '/admin-suggestions', label: 'Suggestions' },
  { to: '/admin-mail', label: 'Mail' },
  { to: '/admin-system', label: 'System' },
  { to: '/admin-moderation', label: 'Moderation' },
  { to: '/forum/admin', label: 'Forum' },
] as const;

export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      {ADMIN_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className="admin-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
