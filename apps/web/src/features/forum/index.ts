/** The community forum's pages (product spec 3 §2), loaded on demand. */
export const loadForumHomePage = async () => (await import('./ForumHomePage')).ForumHomePage;
export const loadForumSectionPage = async () => (await import('./ForumSectionPage')).ForumSectionPage;
export const loadForumCategoryPage = async () => (await import('./ForumCategoryPage')).ForumCategoryPage;
export const loadNewThreadPage = async () => (await import('./NewThreadPage')).NewThreadPage;
export const loadThreadPage = async () => (await import('./ThreadPage')).ThreadPage;
export const loadForumAdminPage = async () => (await import('./ForumAdminPage')).ForumAdminPage;
