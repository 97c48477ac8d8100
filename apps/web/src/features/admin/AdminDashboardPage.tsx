import type { AdminDashboardAnswer } from '@app/contracts';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { AuditList } from './AuditList';
import { fetchDashboard } from './api';
import { describeRun } from './refresh-run';

/** /admin-dashboard: the figures an admin checks first, each linking to its page, and the latest admin actions. */
export function AdminDashboardPage() {
  const dashboard = useLoad(fetchDashboard, []);
  return (
    <Loaded load={dashboard} loading="Loading dashboard..." failed="Failed to load the dashboard.">
      {(figures) => <Dashboard figures={figures} />}
    </Loaded>
  );
}

function Dashboard({ figures }: { figures: AdminDashboardAnswer }) {
  const tiles = [
    { label: 'Products', value: figures.products, to: '/collections' },
    { label: 'Members', value: figures.members, to: '/admin-users' },
    { label: 'New members this week', value: figures.new_members_week, to: '/admin-users' },
    { label: 'Pending reports', value: figures.pending_reports, to: '/admin-moderation' },
    { label: 'Product suggestions', value: figures.product_suggestions, to: null },
    { label: 'Subscribers', value: figures.subscribers, to: '/admin-subscribers' },
    { label: 'Deal clicks today', value: figures.clicks_today, to: '/admin-orders' },
    { label: 'Deal clicks this week', value: figures.clicks_week, to: '/admin-orders' },
  ];
  return (
    <>
      <title>{`Admin Dashboard | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Dashboard</h1>
      <dl className="admin-tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="admin-tile">
            <dt>{tile.to ? <Link to={tile.to}>{tile.label}</Link> : tile.label}</dt>
            <dd>{tile.value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <section className="admin-card" aria-labelledby="last-refresh">
        <h2 id="last-refresh">Last Amazon refresh</h2>
        <p>
          {figures.last_amazon_refresh
            ? `${describeRun(figures.last_amazon_refresh)} ${formatDate(figures.last_amazon_refresh.created_at)}`
            : 'No refresh has run yet.'}
        </p>
      </section>
      <section className="admin-card" aria-labelledby="recent-actions">
        <h2 id="recent-actions">Recent admin actions</h2>
        <AuditList entries={figures.recent_actions} />
      </section>
    </>
  );
}
