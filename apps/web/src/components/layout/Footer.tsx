import { Link } from 'react-router-dom';
import { SocialIcon } from '@/components/ui/brand-icons';
import { COPYRIGHT_YEAR, FOOTER_TAGLINE, SITE_NAME, SOCIAL_LINKS } from '@/config/site';
import { Logo } from './Logo';

export function Footer() {
  return (
    <footer className="site-footer top-stripe">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo inFooter />
          <p className="site-footer__tagline">{FOOTER_TAGLINE}</p>
        </div>

        <nav className="site-footer__links" aria-label="Footer">
          <Link to="/about">About</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
        </nav>

        <ul className="social-links">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={social.label}
                title={social.label}
                className={`social-link social-link--${social.network}`}
              >
                <SocialIcon network={social.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
