/** Rewards (/rewards): the member's points balance, how to earn points, and their point history. */
export const loadRewardsPage = async () => (await import('./RewardsPage')).RewardsPage;
