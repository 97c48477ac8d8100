import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * One call at a time, its failure in words (the server's `error`, else `failed`): `run` does nothing while a
 * call runs, and answers whether it succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>, failed: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(errorMessage(failure, failed));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
