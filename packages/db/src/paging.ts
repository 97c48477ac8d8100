/** A page of a list and whether more follows it (the wire's `has_more`). */
export interface Page<Row> {
  items: Row[];
  has_more: boolean;
}

/**
 * The page in `rows` fetched with one row more than `limit` (`.limit(limit + 1)`): the extra row, when it came,
 * only says that more follows, so no second count query is needed.
 */
export function pageOf<Row>(rows: readonly Row[], limit: number): Page<Row> {
  return { items: rows.slice(0, limit), has_more: rows.length > limit };
}
