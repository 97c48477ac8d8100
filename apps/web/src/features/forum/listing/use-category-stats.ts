import type { CategoryStats } from '@app/contracts';
import { useLoad } from '@/hooks/use-load';
import { fetchForumStats } from '../api';

const NONE: Record<string, CategoryStats> = {};

/**
 * Each category's figures for the forum's home and section pages; none until they come. Forum list load errors
 * are only logged (product spec 3 §8): the pages show their categories without figures.
 */
export function useCategoryStats(): Record<string, CategoryStats | undefined> {
  const stats = useLoad(fetchForumStats, []);
  if (stats.state.status === 'error') console.warn('Forum stats failed', stats.state.error);
  return stats.state.status === 'done' ? stats.state.value.categoryStats : NONE;
}
