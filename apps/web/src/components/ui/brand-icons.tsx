import type { ReactNode } from 'react';
import type { SocialNetwork } from '@/config/site';
import { type IconProps, Svg } from './icons';

// Brands' marks (sign-in providers, social networks), apart from the interface's icons: only the login page, the
// footer and an easter egg draw them.

export const GoogleIcon = (p: IconProps) => (
  <Svg stroke="none" {...p}>
    <path
      fill="#4285F4"
      d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4z"
    />
    <path
      fill="#34A853"
      d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
    />
    <path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14z" />
    <path
      fill="#EA4335"
      d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4.1 5.6-4.1z"
    />
  </Svg>
);

export const AppleIcon = (p: IconProps) => (
  <Svg stroke="none" fill="currentColor" {...p}>
    <path d="M16.5 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.2 5.6c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
  </Svg>
);

const socialPaths: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.4 4.6 5 4.8" />,
  x: (
    <>
      <path d="M4 4h4.3L20 20h-4.3z" />
      <path d="m4 20 6.8-6.8M13.2 10.8 20 4" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m10 21 2.2-8.6M9.6 14.6c-.9-.6-1.3-1.6-1.3-2.6 0-2.5 1.9-4.4 4.3-4.4 2.2 0 3.8 1.5 3.8 3.6 0 2.4-1.3 4.3-3.1 4.3-1 0-1.6-.7-1.4-1.6" />
    </>
  ),
  facebook: <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1h2z" />,
};

export const SocialIcon = ({ network, ...p }: IconProps & { network: SocialNetwork }) => (
  <Svg {...p}>{socialPaths[network]}</Svg>
);
