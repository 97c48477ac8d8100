/** Site-wide constants (product spec 1 §2 Header/Footer, §9). */
export const SITE_NAME = 'Dopamine Deals';
export const SITE_LOGO_EMOJI = '🎲';
export const ANNOUNCEMENT_TEXT = '13,200+ people have clicked our picks this month';
export const FOOTER_TAGLINE = 'Built by broke geniuses. Fueled by impulse. Updated weekly.';
export const COPYRIGHT_YEAR = 2025;

/** Header switches to its mobile layout at this width and below (layout.css draws it; this asks it). */
export const MOBILE_HEADER_QUERY = '(max-width: 1280px)';

/** Register redirects (product spec 1 §9). */
export const REGISTER_REDIRECT_MS = 1200;
export const REGISTER_NEWSLETTER_REDIRECT_MS = 2000;
export const AUTO_LOGIN_FAILED_REDIRECT_MS = 2000;

/** Browser storage keys (product spec 1 §3). */
export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

export type SocialNetwork = 'instagram' | 'tiktok' | 'x' | 'youtube' | 'pinterest' | 'facebook';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
];

export interface NavLinkItem {
  to: string;
  label: string;
}

export const CONNECT_LINKS: ReadonlyArray<NavLinkItem> = [
  { to: '/blog', label: 'Blog' },
  { to: '/submit', label: 'Submit a Product' },
  { to: '/about', label: 'About' },
];

export const DOPAMINE_LINKS: ReadonlyArray<NavLinkItem> = [
  { to: '/game', label: 'Mini Game' },
  { to: '/leaderboard', label: 'Mini Game Leaderboard' },
  { to: '/card-game-lobby', label: 'Card Battle' },
  { to: '/gifts', label: 'Gift Finder' },
];
