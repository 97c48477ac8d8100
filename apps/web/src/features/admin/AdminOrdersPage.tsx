import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loaded } from '@/components/ui/Loaded';
import { SelectField } from '@/components/ui/SelectField';
import { SITE_NAME } from '@/config/site';
import { useLoad } from '@/hooks/use-load';
import { formatDate } from '@/lib/format-date';
import { AdminTable } from './AdminTable';
import { fetchClicks } from './api';

const RANGES = [7, 30, 90] as const;

/**
 * /admin-orders: the site sells nothing, so its 'orders' are shoppers following View Deal (counted by
 * /go/{productId}): clicks per day as a bar chart, and the most clicked products.
 */
export function AdminOrdersPage() {
  const [days, setDays] = useState<number>(30);
  const report = useLoad((signal) => fetchClicks(days, signal), [days]);
  const rangeId = useId();
  return (
    <>
      <title>{`Orders | Admin | ${SITE_NAME}`}</title>
      <h1 className="admin-page__title">Orders: deal clicks</h1>
      <div className="admin-toolbar">
        <SelectField
          id={rangeId}
          label="Period"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {RANGES.map((range) => (
            <option key={range} value={range}>
              Last {range} days
            </option>
          ))}
        </SelectField>
      </div>
      <Loaded load={report} loading="Loading clicks..." failed="Failed to load clicks.">
        {(value) => <ClickReport report={value} />}
      </Loaded>
    </>
  );
}

function ClickReport({ report }: { report: Awaited<ReturnType<typeof fetchClicks>> }) {
  const total = report.days.reduce((sum, day) => sum + day.clicks, 0);
  const peak = Math.max(1, ...report.days.map((day) => day.clicks));
  return (
    <>
      <section className="admin-card" aria-labelledby="clicks-chart">
        <h2 id="clicks-chart">
          {total.toLocaleString()} {total === 1 ? 'click' : 'clicks'} in {report.days.length} days
        </h2>
        <ol className="admin-chart" aria-label="Clicks per day">
          {report.days.map((day) => (
            <li key={day.day} title={`${formatDate(day.day)}: ${day.clicks}`}>
              <span className="admin-chart__bar" style={{ height: `${(day.clicks / peak) * 100}%` }} />
              <span className="visually-hidden">
                {formatDate(day.day)}: {day.clicks}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="admin-card" aria-labelledby="clicks-products">
        <h2 id="clicks-products">Most clicked products</h2>
        {report.products.length === 0 ? (
          <p className="admin-muted">No clicks in this period.</p>
        ) : (
          <AdminTable columns={['Product', 'Today', 'In the period']}>
            {report.products.map((row) => (
              <tr key={row.product_id}>
                <td>
                  {row.name ? (
                    <Link to={`/product/${encodeURIComponent(row.product_id)}`}>{row.name}</Link>
                  ) : (
                    `${row.product_id} (removed)`
                  )}
                </td>
                <td>{row.today}</td>
                <td>{row.clicks}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
