import type { MatchReplayAnswer } from '@app/contracts';
import type { MatchState } from '@app/game-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { ShareButton } from '@/components/ui/ShareButton';
import { MessageState } from '@/components/ui/StatusBlock';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { BattleLog, useCardCatalogue } from '../board';
import { fetchReplay, LOBBY_PATH, replayPath } from '../shared';
import { resultText } from './outcome';
import { MatchHeading, PlayerBoards } from './PlayerBoard';
import { openBoards, replayStates, stepForKey } from './replay-model';

/** How long each step shows while the replay plays. */
const PLAY_STEP_MS = 900;

/**
 * /card-game/:matchId/replay: a finished match step by step, every state derived in the browser with the rules
 * from the match's deal and actions: both hands face up, the battle log as it stood, first / previous / play /
 * next / last, a slider, the arrow keys (Home and End too), and a link to share.
 */
export function ReplayPage() {
  const matchId = (useParams().matchId ?? '').trim();
  const load = useLoad((signal) => fetchReplay(matchId, signal), [matchId]);
  return (
    <div className="match-page replay-page">
      <title>{`Card Battle Replay | ${SITE_NAME}`}</title>
      <Loaded load={load} loading="Loading replay..." failed="Could not load the replay" level={1}>
        {(replay) => <ReplayViewer matchId={matchId} replay={replay} />}
      </Loaded>
    </div>
  );
}

function ReplayViewer({ matchId, replay }: { matchId: string; replay: MatchReplayAnswer }) {
  const catalogue = useCardCatalogue();
  const states = useMemo(() => {
    try {
      return replayStates(replay, catalogue);
    } catch {
      return null;
    }
  }, [replay, catalogue]);
  if (!states) {
    return (
      <MessageState emoji="🤷" title="This replay could not be shown" tone="error" level={1}>
        <Link to={LOBBY_PATH}>Back to Lobby</Link>
      </MessageState>
    );
  }
  return <ReplaySteps matchId={matchId} replay={replay} states={states} />;
}

function ReplaySteps({
  matchId,
  replay,
  states,
}: {
  matchId: string;
  replay: MatchReplayAnswer;
  states: MatchState[];
}) {
  const catalogue = useCardCatalogue();
  const last = states.length - 1;
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const names = { a: replay.players.player_a.username, b: replay.players.player_b.username };

  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const timer = setTimeout(() => setStep((current) => Math.min(last, current + 1)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, step, last]);

  useStepKeys(step, last, (next) => {
    setPlaying(false);
    setStep(next);
  });

  const state = states[step] as MatchState;
  const go = (next: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, next)));
  };
  const toggle = () => {
    if (playing) return setPlaying(false);
    // Playing from the end starts again from the deal.
    if (step >= last) setStep(0);
    setPlaying(true);
  };
  const finished = step === last && state.gameStatus !== 'in_progress';
  return (
    <div className="watch replay" data-testid="replay">
      <header className="watch__header">
        <MatchHeading names={names} mode={replay.game_mode} />
        <p className="watch__status" role="status" data-testid="replay-step">
          Step {step} of {last}
          {finished ? ` · Game Over · ${resultText(state, names)}` : ''}
        </p>
        <ShareButton title="Card battle replay" path={replayPath(matchId)} className="btn btn--ghost btn--sm">
          Share replay
        </ShareButton>
      </header>
      <ReplayControls step={step} last={last} playing={playing} go={go} toggle={toggle} />
      <PlayerBoards
        boards={openBoards(state)}
        onTurn={state.gameStatus === 'in_progress' ? state.currentTurn : null}
        catalogue={catalogue}
        handShown
      />
      <BattleLog log={state.battleLog} />
    </div>
  );
}

interface ControlsProps {
  step: number;
  last: number;
  playing: boolean;
  go: (step: number) => void;
  toggle: () => void;
}

function ReplayControls({ step, last, playing, go, toggle }: ControlsProps) {
  const button = (label: string, to: number, disabled: boolean) => (
    <button type="button" className="btn btn--ghost btn--sm" onClick={() => go(to)} disabled={disabled}>
      {label}
    </button>
  );
  return (
    <fieldset className="replay__controls">
      <legend className="visually-hidden">Replay controls</legend>
      {button('First', 0, step === 0)}
      {button('Previous', step - 1, step === 0)}
      <button type="button" className="btn btn--gradient btn--sm" onClick={toggle}>
        {playing ? 'Pause' : 'Play'}
      </button>
      {button('Next', step + 1, step === last)}
      {button('Last', last, step === last)}
      <input
        type="range"
        className="replay__slider"
        min={0}
        max={last}
        value={step}
        aria-label="Replay step"
        onChange={(event) => go(Number(event.target.value))}
      />
    </fieldset>
  );
}

/** ←/→ step back and on, Home and End go to the deal and the end (not while a field or the slider has focus). */
function useStepKeys(step: number, last: number, go: (step: number) => void) {
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The slider and form fields move with the keys themselves.
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const next = stepForKey(event.key, step, last);
      if (next === null) return;
      event.preventDefault();
      goRef.current(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last]);
}
