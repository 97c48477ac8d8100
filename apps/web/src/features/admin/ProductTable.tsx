import type { AdminProductListItem } from '@app/contracts';
import { formatDate } from '@/lib/format-date';
import { AdminTable } from './AdminTable';
import { formFromItem } from './product-form';

interface ProductTableProps {
  products: AdminProductListItem[] | null;
  loading: boolean;
  onEdit(item: AdminProductListItem): void;
  onDelete(item: AdminProductListItem): void;
  onRefresh(item: AdminProductListItem): void;
}

/** The product admin's list, newest drop first, with each product's Edit, Refresh (Amazon's) and Delete. */
export function ProductTable({ products, loading, onEdit, onDelete, onRefresh }: ProductTableProps) {
  if (products === null) return loading ? <p role="status">Loading products…</p> : null;
  if (products.length === 0) return <p>No products yet. Add the first one above.</p>;
  return (
    <AdminTable
      caption="Products, newest drop first"
      columns={['Product', 'Price', 'Source', 'Drop date', 'Updated', 'Actions']}
    >
      {products.map((item) => {
        const data = formFromItem(item);
        return (
          <tr key={data._id}>
            <th scope="row">
              <a href={`/product/${encodeURIComponent(data._id)}`}>{item.title}</a>
              <span className="admin-table__sub">{item.asin ?? data._id}</span>
            </th>
            <td>{item.price === null ? '—' : `$${item.price.toFixed(2)}`}</td>
            <td>{data.source}</td>
            <td>{data.dropDate}</td>
            <td>{item.lastUpdated ? formatDate(item.lastUpdated) : '—'}</td>
            <td className="admin-table__actions">
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onEdit(item)}>
                Edit <span className="visually-hidden">{item.title}</span>
              </button>
              {data.source === 'amazon' && item.asin ? (
                <button type="button" className="btn btn--outline btn--sm" onClick={() => onRefresh(item)}>
                  Refresh <span className="visually-hidden">{item.title}</span>
                </button>
              ) : null}
              <button type="button" className="btn btn--danger btn--sm" onClick={() => onDelete(item)}>
                Delete <span className="visually-hidden">{item.title}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
