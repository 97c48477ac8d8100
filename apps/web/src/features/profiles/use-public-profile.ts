import type { PublicProfileAnswer } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useAuthStore } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { fetchPublicProfile, toggleFollow } from './api';
import { followersAfter, publicProfileErrorText, USER_NOT_FOUND } from './profile-text';

export type PublicProfileState =
  | { status: 'loading' }
  | { status: 'done'; value: PublicProfileAnswer }
  | { status: 'error'; text: string };

/**
 * The member's public profile, read again on `reload` (after a block) and when the reader logs in or out
 * (is_following is theirs); while the same member's profile is read again the one shown stays. Follow and
 * Unfollow move the follower count by one.
 */
export function usePublicProfile(userId: number | null) {
  const me = useAuthStore((state) => (state.token ? state.user : null));
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<PublicProfileState>({ status: 'loading' });
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

  const toggle = async () => {
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

  return {
    profile,
    isMe: profile.status === 'done' && me?.id === profile.value.user.id,
    reload: () => setAttempt((n) => n + 1),
    follow: { following, followers, busy: followBusy, error: followError, toggle },
  };
}

export type FollowState = ReturnType<typeof usePublicProfile>['follow'];
