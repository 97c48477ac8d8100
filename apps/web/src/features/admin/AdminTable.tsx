import type { ReactNode } from 'react';

/**
 * An admin list as a table that scrolls sideways on a narrow screen: a caption for screen readers, a header
 * cell per column (a column without a visible title, such as the actions, names itself in `hidden`), and
 * the rows.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption?: string;
  columns: ReadonlyArray<string | { hidden: string }>;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
