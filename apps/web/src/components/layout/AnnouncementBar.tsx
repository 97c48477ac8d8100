import { ANNOUNCEMENT_TEXT } from '@/config/site';

export function AnnouncementBar() {
  return (
    <aside className="announcement-bar" aria-label="Announcement">
      <span aria-hidden="true">✨</span> {ANNOUNCEMENT_TEXT} <span aria-hidden="true">✨</span>
    </aside>
  );
}
