import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { type PushState, readPushState, turnPushOff, turnPushOn } from './browser-push';

/** What the state line says next to the button. */
const STATE_TEXT: Record<PushState, string> = {
  checking: 'Checking this browser…',
  on: 'On: this browser will tell you when it is your move.',
  off: 'Off on this browser.',
  blocked: 'Blocked by the browser: allow notifications for this site in the browser’s settings.',
  unsupported: 'This browser cannot show notifications from the site.',
};

export const PUSH_BUTTON_LABEL = "Notify me when it's my move";

/**
 * "Notify me when it's my move" (issue 42): the member's press asks the browser's permission (never a page
 * load) and subscribes this browser; pressed again, it turns them off here. Shows on, off or blocked.
 */
export function PushButton() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readPushState().then(
      (next) => live && setState(next),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!loggedIn) return null;
  const press = async () => {
    setBusy(true);
    setAlert(null);
    try {
      setState(await (state === 'on' ? turnPushOff() : turnPushOn()));
    } catch (error) {
      setAlert(errorMessage(error, 'Notifications could not be turned on in this browser.'));
    } finally {
      setBusy(false);
    }
  };
  const usable = state === 'on' || state === 'off';
  return (
    <div className="push-toggle" data-state={state}>
      <button
        type="button"
        className={`btn btn--sm ${state === 'on' ? 'btn--gradient' : 'btn--outline'}`}
        aria-pressed={state === 'on'}
        aria-describedby="push-toggle-state"
        disabled={!usable || busy}
        onClick={press}
      >
        <span aria-hidden="true">🔔</span> {PUSH_BUTTON_LABEL}
      </button>
      <span id="push-toggle-state" className="push-toggle__state" role="status">
        {STATE_TEXT[state]}
      </span>
      <FormAlert text={alert} />
    </div>
  );
}
