import { PageButtons } from '@/components/ui/PageButtons';

/** Previous and Next over a list of `total` rows shown `pageSize` at a time. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return <p className="admin-muted">{total.toLocaleString()} in all</p>;
  return (
    <PageButtons page={page} hasPrevious={page > 0} hasNext={page + 1 < pages} onPage={onPage}>
      Page {page + 1} of {pages} · {total.toLocaleString()} in all
    </PageButtons>
  );
}
