import type { PublicProfileAnswer } from '@app/contracts';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/Avatar';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingState, MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { CardBattleProfile } from '@/features/card-ratings';
import { BlockReportControls } from '@/features/moderation';
import { formatDate } from '@/lib/format-date';
import { ProfileStats } from './ProfileStats';
import { memberIdFrom, nameOf, puzzleScoreText, USER_NOT_FOUND } from './profile-text';
import { type FollowState, usePublicProfile } from './use-public-profile';
import { WishlistGrid } from './WishlistGrid';

/**
 * /user/{id}: a member's public profile (product spec 1 §2): avatar, names, follower and following counts,
 * puzzle score, Follow/Unfollow, block and report, bio, public wishlist and recent threads.
 */
export function PublicProfilePage() {
  const { id: param } = useParams();
  const { profile, isMe, reload, follow } = usePublicProfile(memberIdFrom(param));

  if (profile.status === 'loading') {
    return (
      <div className="page profile-page">
        <LoadingState text="Loading profile..." />
      </div>
    );
  }
  if (profile.status === 'error') return <ProfileFailure text={profile.text} onRetry={reload} />;

  const { user } = profile.value;
  return (
    <div className="page profile-page">
      <title>{`${nameOf(user)} (@${user.username}) | ${SITE_NAME}`}</title>
      <div className="profile">
        <ProfileCard profile={profile.value} isMe={isMe} follow={follow} onBlockedChange={reload} />
        <ProfileSections profile={profile.value} />
        <CardBattleProfile userId={user.id} />
      </div>
    </div>
  );
}

/** 'User not found.' with the way home, or another failure with Try again. */
function ProfileFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const notFound = text === USER_NOT_FOUND;
  return (
    <div className="page profile-page">
      <title>{`${notFound ? 'User not found' : 'Profile'} | ${SITE_NAME}`}</title>
      <MessageState
        emoji={notFound ? '🕵️' : '😵‍💫'}
        title={text}
        tone="error"
        level={1}
        actions={
          notFound ? (
            <Link to="/" className="btn btn--gradient btn--lg">
              Back to home
            </Link>
          ) : (
            <button type="button" className="btn btn--gradient btn--lg" onClick={onRetry}>
              Try again
            </button>
          )
        }
      />
    </div>
  );
}

interface ProfileCardProps {
  profile: PublicProfileAnswer;
  /** The reader's own profile: no Follow, block or report. */
  isMe: boolean;
  follow: FollowState;
  /** A block ends follows both ways, so the profile is read again after one. */
  onBlockedChange: () => void;
}

/** Avatar, names, counts, puzzle score, and Follow, Block and Report for another member. */
function ProfileCard({ profile, isMe, follow, onBlockedChange }: ProfileCardProps) {
  const { user } = profile;
  const name = nameOf(user);
  const puzzle = puzzleScoreText(profile.puzzle_score, profile.puzzle_rank);
  return (
    <section className="profile__card" aria-label="Profile">
      <Avatar src={user.avatar_url} size={112} />
      <div className="profile__identity">
        <h1 className="profile__name">{name}</h1>
        <p className="profile__username">@{user.username}</p>
        <ProfileStats followers={follow.followers} following={profile.following} />
        <p className="profile__puzzle">
          <span>Puzzle Score:</span> {puzzle}
        </p>
        <div className="profile__actions">
          {isMe ? null : (
            <BusyButton
              type="button"
              className={`btn btn--sm ${follow.following ? 'btn--outline' : 'btn--gradient'}`}
              busy={follow.busy}
              busyLabel={follow.following ? 'Unfollowing...' : 'Following...'}
              aria-pressed={follow.following}
              onClick={() => void follow.toggle()}
            >
              {follow.following ? 'Unfollow' : 'Follow'}
            </BusyButton>
          )}
          {isMe ? null : (
            <BlockReportControls userId={user.id} name={name} onBlockedChange={onBlockedChange} />
          )}
        </div>
        <FormAlert text={follow.error} className="profile__follow-error" />
      </div>
    </section>
  );
}

/** Bio (when there is one), the public wishlist and the member's recent threads. */
function ProfileSections({ profile }: { profile: PublicProfileAnswer }) {
  const { user, wishlist, threads } = profile;
  return (
    <>
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
            label={`${nameOf(user)}'s wishlist`}
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
    </>
  );
}
