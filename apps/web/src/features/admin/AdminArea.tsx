import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { MessageState } from '@/components/ui/StatusBlock';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { useLoginPath } from '@/hooks/use-login-path';
import { AdminNav } from './AdminNav';

/** How long 'Access denied. Redirecting...' shows before the home page. */
export const ACCESS_DENIED_MS = 1500;

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), ACCESS_DENIED_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="page">
      <MessageState emoji="⛔" title="Access denied. Redirecting..." level={1} />
    </div>
  );
}

/**
 * The admin route guard (product spec 2 §2): not logged in → /login; logged in but not an admin →
 * 'Access denied. Redirecting...' and then /. The server checks every admin call again.
 */
export function AdminArea() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  // Back to this admin page after the login.
  const loginPath = useLoginPath();
  if (!loggedIn) return <Navigate to={loginPath} replace />;
  if (!isAdmin) return <AccessDenied />;
  return (
    <div className="page admin-page">
      <AdminNav />
      <Outlet />
    </div>
  );
}
