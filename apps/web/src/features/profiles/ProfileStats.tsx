interface ProfileStatsProps {
  followers: number;
  following: number;
  /** Shown on the own profile only. */
  totalPoints?: number;
}

/** Followers, following (and Total Points on one's own profile) as labelled figures. */
export function ProfileStats({ followers, following, totalPoints }: ProfileStatsProps) {
  return (
    <dl className="profile-stats">
      <div>
        <dt>Followers</dt>
        <dd>{followers.toLocaleString()}</dd>
      </div>
      <div>
        <dt>Following</dt>
        <dd>{following.toLocaleString()}</dd>
      </div>
      {totalPoints === undefined ? null : (
        <div>
          <dt>Total Points</dt>
          <dd>{totalPoints.toLocaleString()}</dd>
        </div>
      )}
    </dl>
  );
}
