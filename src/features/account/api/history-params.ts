/** Paging and date-range body of the customer history calls (cross-feature contract): days are 'YYYY-MM-DD'. */
export interface HistoryParams {
  from?: string;
  to?: string;
  skip: number;
  /** At most 100. */
  take: number;
}

/** A page of a history: the total count over all pages and this page's items, newest first. */
export interface HistoryPage<T> {
  total: number;
  items: T[];
}
