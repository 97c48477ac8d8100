import type { OwnProfileAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadFailedState, LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { fetchRandomProduct, productPath } from '@/features/products';
import { fetchOwnProfile, fetchOwnWishlist } from './api';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileStats } from './ProfileStats';
import { nameOf, ownProfileErrorText } from './profile-text';
import { WishlistGrid } from './WishlistGrid';

type Loaded<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; text: string };

/**
 * /profile: the member's own profile (product spec 1 §2): avatar, name, followers, following and Total
 * Points; the edit form; Create Wishlist (when they have none) or My Wishlist.
 */
export function OwnProfilePage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const userId = useAuthStore((state) => state.user?.id);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<Loaded<OwnProfileAnswer>>({ status: 'loading' });
  const [wishlist, setWishlist] = useState<
    { status: 'loading' } | { status: 'done'; items: string[] | null }
  >({
    status: 'loading',
  });
  const [jumping, setJumping] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads again after 'Try again'
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    setProfile({ status: 'loading' });
    fetchOwnProfile(controller.signal).then(
      (value) => live() && setProfile({ status: 'done', value }),
      (error: unknown) => live() && setProfile({ status: 'error', text: ownProfileErrorText(error) }),
    );
    return () => controller.abort();
  }, [loggedIn, attempt]);

  // The wishlist is the member's own: read with their id (a failure counts as no wishlist, spec §8).
  useEffect(() => {
    if (!loggedIn || userId === undefined) return;
    const controller = new AbortController();
    setWishlist({ status: 'loading' });
    fetchOwnWishlist(userId, controller.signal).then(
      (items) => !controller.signal.aborted && setWishlist({ status: 'done', items }),
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn, userId]);

  // Create Wishlist: off to a random product, where the heart starts one.
  const createWishlist = async () => {
    setJumping(true);
    try {
      navigate(productPath((await fetchRandomProduct())._id));
    } catch (error) {
      console.error('Could not pick a random product', error);
      navigate('/collections');
    }
  };

  return (
    <div className="page profile-page">
      <title>{`My Profile | ${SITE_NAME}`}</title>
      {!loggedIn ? (
        <MessageState
          emoji="🙋"
          title="You must be logged in to view your profile."
          level={1}
          actions={
            <Link to="/login" className="btn btn--gradient btn--lg">
              Log In
            </Link>
          }
        />
      ) : profile.status === 'loading' ? (
        <LoadingState text="Loading profile..." />
      ) : profile.status === 'error' ? (
        <LoadFailedState text={profile.text} level={1} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <div className="profile">
          <section className="profile__card" aria-label="Your profile">
            <Avatar src={profile.value.user.avatar_url} size={112} />
            <div className="profile__identity">
              <h1 className="profile__name">{nameOf(profile.value.user)}</h1>
              <p className="profile__username">@{profile.value.user.username}</p>
              <ProfileStats
                followers={profile.value.followers}
                following={profile.value.following}
                totalPoints={profile.value.total_points}
              />
              <Link to={`/user/${profile.value.user.id}`} className="profile__public-link">
                View public profile
              </Link>
            </div>
          </section>

          <section className="profile__section">
            <ProfileEditForm
              user={profile.value.user}
              onSaved={(user) =>
                setProfile((current) =>
                  current.status === 'done' ? { status: 'done', value: { ...current.value, user } } : current,
                )
              }
            />
          </section>

          <section className="profile__section" aria-labelledby="my-wishlist-title">
            <h2 id="my-wishlist-title">My Wishlist</h2>
            {wishlist.status === 'loading' ? (
              <LoadingState text="Loading wishlist..." />
            ) : wishlist.items === null ? (
              <div className="profile__no-wishlist">
                <p className="profile__empty">
                  You have no wishlist yet. Tap the heart on any product to start one.
                </p>
                <BusyButton
                  type="button"
                  className="btn btn--gradient"
                  busy={jumping}
                  busyLabel="Finding a product..."
                  onClick={() => void createWishlist()}
                >
                  Create Wishlist
                </BusyButton>
              </div>
            ) : (
              <WishlistGrid
                productIds={wishlist.items}
                label="My Wishlist"
                emptyText="Your wishlist is empty. Tap the heart on any product to add it."
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
