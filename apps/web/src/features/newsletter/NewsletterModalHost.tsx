import { lazy, Suspense, useEffect, useState } from 'react';
import { onAppEvent } from '@/lib/events';
import type { OpenRequest } from './NewsletterModal';

const NewsletterModal = lazy(async () => ({ default: (await import('./NewsletterModal')).NewsletterModal }));

/**
 * Every page's newsletter modal, opened by the window `newsletter:open` event. Its code (the dialog, the form, the
 * signup's call) loads at the first opening: every page has the modal, few visits open it.
 */
export function NewsletterModalHost() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  useEffect(
    () =>
      onAppEvent('newsletter:open', () =>
        setRequest({ opener: document.activeElement instanceof HTMLElement ? document.activeElement : null }),
      ),
    [],
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal request={request} />
    </Suspense>
  );
}
