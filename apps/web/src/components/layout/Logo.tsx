import { Link } from 'react-router-dom';
import { SITE_LOGO_EMOJI, SITE_NAME } from '@/config/site';

/** The site's mark and name, linking home (the header's, or the footer's smaller one). */
export function Logo({ inFooter = false }: { inFooter?: boolean }) {
  return (
    <Link to="/" className={inFooter ? 'logo logo--footer' : 'logo'} aria-label={`${SITE_NAME} home`}>
      <span className="logo__mark" aria-hidden="true">
        {SITE_LOGO_EMOJI}
      </span>
      <span className="logo__text">{SITE_NAME}</span>
    </Link>
  );
}
