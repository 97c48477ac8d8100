/** Rewards (/rewards): the member's points balance, how to earn points, and their point history. */

import './rewards.css';
export const loadRewardsPage = async () => (await import('./RewardsPage')).RewardsPage;
