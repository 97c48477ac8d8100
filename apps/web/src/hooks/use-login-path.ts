import { useLocation } from 'react-router-dom';
import { loginPathFrom } from '@/lib/return-path';

/**
 * The login page's address that comes back to this page. The hash is left out: the server never sees it, and
 * what the server draws must equal the browser's first render.
 */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return loginPathFrom(`${pathname}${search}`);
}
