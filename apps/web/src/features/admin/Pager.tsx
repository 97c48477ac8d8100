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
    <nav className="admin-pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page + 1} of {pages} · {total.toLocaleString()} in all
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
