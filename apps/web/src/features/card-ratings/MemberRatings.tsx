import { Loaded } from '@/components/ui/Loaded';
import { useLoad } from '@/hooks/use-load';
import { fetchMemberRatings } from './api';
import { MODE_TEXT, ratingText } from './rating-text';

/** A member's card battle rating in each mode (`1500?` while provisional), for the lobby and profiles. */
export function MemberRatings({ userId, title = 'Card Battle Rating' }: { userId: number; title?: string }) {
  const ratings = useLoad((signal) => fetchMemberRatings(userId, signal), [userId]);
  return (
    <section className="member-ratings" aria-labelledby={`member-ratings-${userId}`}>
      <h2 className="member-ratings__title" id={`member-ratings-${userId}`}>
        {title}
      </h2>
      <Loaded
        load={ratings}
        loading="Loading ratings..."
        failed="Failed to load ratings"
        failure={(text) => <p role="alert">{text}</p>}
      >
        {({ ratings: byMode }) => (
          <dl className="member-ratings__list">
            {(['blitz', 'async'] as const).map((mode) => (
              <div key={mode} className="member-ratings__mode" data-mode={mode}>
                <dt>{MODE_TEXT[mode]}</dt>
                <dd>
                  <strong className="member-ratings__value">
                    {ratingText(byMode[mode].rating, byMode[mode].provisional)}
                  </strong>{' '}
                  <span className="member-ratings__games">
                    {byMode[mode].games} {byMode[mode].games === 1 ? 'game' : 'games'}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Loaded>
    </section>
  );
}
