import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { HeartIcon, LogoutIcon } from '@/components/ui/icons';
import { useAuthStore } from '@/features/auth';
import { GamesWaitingBadge } from '@/features/card-game';
import { NotificationBell } from '@/features/notifications';

export { NotificationBell };

/** A member's part of the header: wishlist, the games waiting, notifications, profile and Logout. */
export default function MemberActions() {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
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
