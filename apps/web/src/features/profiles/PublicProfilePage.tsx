import type { PublicProfileAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useAuthStore } from '@/features/auth';
import { BlockReportControls } from '@/features/moderation';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { fetchPublicProfile, toggleFollow } from './api';
import { ProfileStats } from './ProfileStats';
import {
  followersAfter,
  memberIdFrom,
  nameOf,
  publicProfileErrorText,
  puzzleScoreText,
  USER_NOT_FOUND,
} from './profile-text';
import { WishlistGrid } from './WishlistGrid';

type Loaded =
  | { status: 'loading' }
  | { status: 'done'; value: PublicProfileAnswer }
  | { status: 'error'; text: string };

/**
 * /user/{id}: a member's public profile (product spec 1 §2): avatar, names, follower and following counts,
 * puzzle score, Follow/Unfollow, block and report, bio, public wishlist and recent threads.
 */
export function PublicProfilePage() {
  const { id: param } = useParams();
  const userId = memberIdFrom(param);
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<Loaded>({ status: 'loading' });
  const [following, setFollowing] = useState(false);
  const [followers, setFollowers] = useState(0);
  const [followBusy, setFollowBusy] = useState(false);
  const [followError, setFollowError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads; `me?.id` re-reads is_following
  useEffect(() => {
    if (userId === null) {
      setProfile({ status: 'error', text: USER_NOT_FOUND });
      return;
    }
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    setProfile((current) =>
      current.status === 'done' && current.value.user.id === userId ? current : { status: 'loading' },
    );
    setFollowError(null);
    fetchPublicProfile(userId, controller.signal).then(
      (value) => {
        if (!live()) return;
        setProfile({ status: 'done', value });
        setFollowing(value.is_following);
        setFollowers(value.followers);
      },
      (error: unknown) => live() && setProfile({ status: 'error', text: publicProfileErrorText(error) }),
    );
    return () => controller.abort();
  }, [userId, attempt, me?.id]);

  const onFollow = async () => {
    // Following is silently ignored without a token (product spec 1 §5).
    if (followBusy || userId === null || !useAuthStore.getState().token) return;
    setFollowBusy(true);
    setFollowError(null);
    try {
      const answer = await toggleFollow(userId);
      setFollowers((count) => followersAfter(count, following, answer.following));
      setFollowing(answer.following);
    } catch (error) {
      setFollowError(errorMessage(error, following ? 'Failed to unfollow' : 'Failed to follow'));
    } finally {
      setFollowBusy(false);
    }
  };

  if (profile.status === 'loading') {
    return (
      <div className="page profile-page">
        <LoadingState text="Loading profile..." />
      </div>
    );
  }
  if (profile.status === 'error') {
    const notFound = profile.text === USER_NOT_FOUND;
    return (
      <div className="page profile-page">
        <title>{`${notFound ? 'User not found' : 'Profile'} | ${SITE_NAME}`}</title>
        <MessageState
          emoji={notFound ? '🕵️' : '😵‍💫'}
          title={profile.text}
          tone="error"
          level={1}
          actions={
            notFound ? (
              <Link to="/" className="btn btn--gradient btn--lg">
                Back to home
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn--gradient btn--lg"
                onClick={() => setAttempt((n) => n + 1)}
              >
                Try again
              </button>
            )
          }
        />
      </div>
    );
  }

  const { user, wishlist, threads } = profile.value;
  const name = nameOf(user);
  const isMe = me?.id === user.id;
  const puzzle = puzzleScoreText(profile.value.puzzle_score, profile.value.puzzle_rank);

  return (
    <div className="page profile-page">
      <title>{`${name} (@${user.username}) | ${SITE_NAME}`}</title>
      <div className="profile">
        <section className="profile__card" aria-label="Profile">
          <Avatar src={user.avatar_url} size={112} />
          <div className="profile__identity">
            <h1 className="profile__name">{name}</h1>
            <p className="profile__username">@{user.username}</p>
            <ProfileStats followers={followers} following={profile.value.following} />
            {puzzle ? (
              <p className="profile__puzzle">
                <span>Puzzle Score:</span> {puzzle}
              </p>
            ) : null}
            <div className="profile__actions">
              {isMe ? null : (
                <BusyButton
                  type="button"
                  className={`btn btn--sm ${following ? 'btn--outline' : 'btn--gradient'}`}
                  busy={followBusy}
                  busyLabel={following ? 'Unfollowing...' : 'Following...'}
                  aria-pressed={following}
                  onClick={() => void onFollow()}
                >
                  {following ? 'Unfollow' : 'Follow'}
                </BusyButton>
              )}
              {isMe ? null : (
                // A block ends follows both ways, so the profile is read again after one.
                <BlockReportControls
                  userId={user.id}
                  name={name}
                  onBlockedChange={() => setAttempt((n) => n + 1)}
                />
              )}
            </div>
            {followError ? (
              <p className="form-alert profile__follow-error" role="alert">
                {followError}
              </p>
            ) : null}
          </div>
        </section>

        {user.bio ? (
          <section className="profile__section" aria-labelledby="bio-title">
            <h2 id="bio-title">Bio</h2>
            <p className="profile__bio">{user.bio}</p>
          </section>
        ) : null}

        <section className="profile__section" aria-labelledby="wishlist-title">
          <h2 id="wishlist-title">Wishlist</h2>
          {wishlist ? (
            <WishlistGrid
              productIds={wishlist.items.map((item) => item.product_id)}
              label={`${name}'s wishlist`}
              emptyText="This wishlist is empty."
            />
          ) : (
            <p className="profile__empty">No public wishlist.</p>
          )}
        </section>

        <section className="profile__section" aria-labelledby="threads-title">
          <h2 id="threads-title">Recent Threads</h2>
          {threads.length === 0 ? (
            <p className="profile__empty">No threads yet.</p>
          ) : (
            <ul className="profile__threads">
              {threads.map((thread) => (
                <li key={thread.id}>
                  <Link to={`/forum/thread/${thread.id}`}>{thread.title}</Link>
                  <time dateTime={thread.created_at}>{formatDate(thread.created_at)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
