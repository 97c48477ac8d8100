/** How an admin action went: a success or an error, in words. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The notice itself: an error is announced at once (alert), a success politely (status). */
export function NoticeText({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      className={`admin-notice admin-notice--${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}

/** A live region that is always there, so a notice that appears in it is announced politely. */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? <p className={`admin-notice admin-notice--${notice.kind}`}>{notice.text}</p> : null}
    </div>
  );
}
