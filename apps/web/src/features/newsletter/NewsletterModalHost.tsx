import { useEffect, useState } from 'react';
import { onDemand } from '@/components/ui/OnDemand';
import { onAppEvent } from '@/lib/events';
import type { OpenRequest } from './NewsletterModal';

const NewsletterModal = onDemand(async () => (await import('./NewsletterModal')).NewsletterModal);

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
  return <NewsletterModal request={request} />;
}
