import { useMatchStore } from './match-store';

/** How many watch the match, shown to everyone on its board once anyone does. */
export function SpectatorCount() {
  const count = useMatchStore((state) => state.spectators);
  if (count === 0) return null;
  return (
    <span className="spectator-count" data-testid="spectator-count">
      <span aria-hidden="true">👁 </span>
      {count === 1 ? '1 spectator' : `${count} spectators`}
    </span>
  );
}
