import { APP_RUNNING_ATTRIBUTE } from '@app/contracts';
import { useEffect } from 'react';

/** Marks the app as running (APP_RUNNING_ATTRIBUTE): the page on screen answers clicks from then on. */
export function useMarkAppRunning(): void {
  useEffect(() => document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, ''), []);
}
