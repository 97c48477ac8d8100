import { APP_RUNNING_ATTRIBUTE } from '@app/contracts';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  // The page the server drew answers clicks only from here on (see APP_RUNNING_ATTRIBUTE).
  useEffect(() => document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, ''), []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
