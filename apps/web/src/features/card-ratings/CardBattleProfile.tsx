import { MatchHistory } from './MatchHistory';
import { MemberRatings } from './MemberRatings';

/** A profile's card battle part: the member's ratings and their finished matches. */
export function CardBattleProfile({ userId }: { userId: number }) {
  return (
    <div className="card-battle-profile">
      <MemberRatings userId={userId} />
      <MatchHistory userId={userId} />
    </div>
  );
}
