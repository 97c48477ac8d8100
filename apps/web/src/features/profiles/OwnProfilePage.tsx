import type { OwnProfileAnswer } from '@app/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { Loaded } from '@/components/ui/Loaded';
import { LoginRequired } from '@/components/ui/LoginRequired';
import { SITE_NAME } from '@/config/site';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { CardBattleProfile } from '@/features/card-ratings';
import { fetchRandomProduct, productPath } from '@/features/products';
import { useLoad } from '@/hooks/use-load';
import { fetchOwnProfile, fetchOwnWishlist } from './api';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileStats } from './ProfileStats';
import { nameOf, ownProfileErrorText } from './profile-text';
import { WishlistGrid } from './WishlistGrid';

/**
 * /profile: the member's own profile (product spec 1 §2): avatar, name, followers, following and Total
 * Points; the edit form; Create Wishlist (when they have none) or My Wishlist.
 */
export function OwnProfilePage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <div className="page profile-page">
      <title>{`My Profile | ${SITE_NAME}`}</title>
      {loggedIn ? (
        <OwnProfile />
      ) : (
        <LoginRequired emoji="🙋" title="You must be logged in to view your profile." level={1} />
      )}
    </div>
  );
}

function OwnProfile() {
  const profile = useLoad(fetchOwnProfile, []);
  // Read beside the profile, not after it. With the member's own id (a failure counts as no wishlist, spec §8).
  const userId = useAuthStore((state) => state.user?.id);
  const wishlist = useLoad(userId === undefined ? null : (signal) => fetchOwnWishlist(userId, signal), [
    userId,
  ]);
  return (
    <Loaded load={profile} loading="Loading profile..." failed={ownProfileErrorText} level={1}>
      {(value) => (
        <div className="profile">
          <ProfileCard profile={value} />
          <section className="profile__section">
            <ProfileEditForm
              user={value.user}
              onSaved={(user) => profile.update((current) => ({ ...current, user }))}
            />
          </section>
          <OwnWishlist wishlist={wishlist} />
          <CardBattleProfile userId={value.user.id} />
        </div>
      )}
    </Loaded>
  );
}

function ProfileCard({ profile }: { profile: OwnProfileAnswer }) {
  return (
    <section className="profile__card" aria-label="Your profile">
      <Avatar src={profile.user.avatar_url} size={112} />
      <div className="profile__identity">
        <h1 className="profile__name">{nameOf(profile.user)}</h1>
        <p className="profile__username">@{profile.user.username}</p>
        <ProfileStats
          followers={profile.followers}
          following={profile.following}
          totalPoints={profile.total_points}
        />
        <Link to={`/user/${profile.user.id}`} className="profile__public-link">
          View public profile
        </Link>
      </div>
    </section>
  );
}

/** The member's wishlist: its products, or Create Wishlist when they have none. */
function OwnWishlist({ wishlist }: { wishlist: ReturnType<typeof useLoad<string[] | null>> }) {
  return (
    <section className="profile__section" aria-labelledby="my-wishlist-title">
      <h2 id="my-wishlist-title">My Wishlist</h2>
      <Loaded
        load={wishlist}
        loading="Loading wishlist..."
        // fetchOwnWishlist answers a failure with no wishlist; only a cancelled read rejects.
        failed="Failed to load wishlist"
        empty={{ when: (items) => items === null, show: <NoWishlist /> }}
      >
        {(items) => (
          <WishlistGrid
            productIds={items ?? []}
            label="My Wishlist"
            emptyText="Your wishlist is empty. Tap the heart on any product to add it."
          />
        )}
      </Loaded>
    </section>
  );
}

/** No wishlist yet: Create Wishlist goes to a random product, where the heart starts one. */
function NoWishlist() {
  const navigate = useNavigate();
  const [jumping, setJumping] = useState(false);
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
    <div className="profile__no-wishlist">
      <p className="profile__empty">You have no wishlist yet. Tap the heart on any product to start one.</p>
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
  );
}
