import {
  type AppDatabase,
  newsletterSubscriptions,
  productSubmissions,
  products,
  reports,
  users,
} from '@app/db';
import { sql } from 'drizzle-orm';
import { recentRuns } from '../amazon/index.ts';
import { listAudit } from '../audit/index.ts';
import { clickTotals } from '../outbound/index.ts';

/** The admin dashboard's figures, and the last admin actions. */
export async function dashboard(db: AppDatabase) {
  const [figures] = await db
    .select({
      products: sql<number>`(select count(*) from ${products})::int`,
      members: sql<number>`(select count(*) from ${users})::int`,
      newMembersWeek: sql<number>`(select count(*) from ${users} where ${users.createdAt} > now() - interval '7 days')::int`,
      pendingReports: sql<number>`(select count(*) from ${reports} where ${reports.status} = 'pending')::int`,
      suggestions: sql<number>`(select count(*) from ${productSubmissions})::int`,
      subscribers: sql<number>`(select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.unsubscribedAt} is null)::int`,
    })
    .from(sql`(select 1) as figures`);
  const clicks = await clickTotals(db);
  const { entries } = await listAudit(db, { limit: 10, offset: 0 });
  const [lastRefresh] = await recentRuns(db, 1);
  return {
    products: Number(figures?.products ?? 0),
    members: Number(figures?.members ?? 0),
    new_members_week: Number(figures?.newMembersWeek ?? 0),
    pending_reports: Number(figures?.pendingReports ?? 0),
    product_suggestions: Number(figures?.suggestions ?? 0),
    subscribers: Number(figures?.subscribers ?? 0),
    clicks_today: clicks.today,
    clicks_week: clicks.week,
    last_amazon_refresh: lastRefresh ?? null,
    recent_actions: entries,
  };
}
