/** The community forum's pages (product spec 3 §2), loaded on demand; its styles load with it. */
import './forum.css';

export const loadForumHomePage = async () => (await import('./listing/ForumHomePage')).ForumHomePage;
export const loadForumSectionPage = async () => (await import('./listing/ForumSectionPage')).ForumSectionPage;
export const loadForumCategoryPage = async () =>
  (await import('./listing/ForumCategoryPage')).ForumCategoryPage;
export const loadNewThreadPage = async () => (await import('./new-thread/NewThreadPage')).NewThreadPage;
export const loadThreadPage = async () => (await import('./thread/ThreadPage')).ThreadPage;
export const loadForumAdminPage = async () => (await import('./admin/ForumAdminPage')).ForumAdminPage;
