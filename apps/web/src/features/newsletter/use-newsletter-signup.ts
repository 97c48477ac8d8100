import { useCallback, useRef, useState } from 'react';
import { NEWSLETTER_SUCCESS } from './messages';

/** The email box of either signup form (the panel's and the modal's). */
export const EMAIL_INPUT = {
  type: 'email',
  name: 'email',
  required: true,
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const;

export type SignupStatus = 'idle' | 'submitting' | 'success' | 'error';

/**
 * Newsletter signup state (product spec 1 §4): idle → submitting → success or error. An empty (or blank) email
 * is ignored. `errorText` turns a failure into the text the form shows.
 */
export function useNewsletterSignup(errorText: (error: unknown) => string) {
  const [status, setStatus] = useState<SignupStatus>('idle');
  const [message, setMessage] = useState('');
  const busy = useRef(false);

  const submit = useCallback(
    async (email: string): Promise<boolean> => {
      const address = email.trim();
      if (!address || busy.current) return false;
      busy.current = true;
      setStatus('submitting');
      setMessage('');
      try {
        // The API's code loads with the first signup: the form is on pages that mostly never send it.
        await (await import('./api')).subscribeToNewsletter(address);
        setStatus('success');
        setMessage(NEWSLETTER_SUCCESS);
        return true;
      } catch (error) {
        setStatus('error');
        setMessage(errorText(error));
        return false;
      } finally {
        busy.current = false;
      }
    },
    [errorText],
  );

  return { status, message, submit };
}
