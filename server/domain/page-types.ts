/** One page of a list; the API layer adds DRF's next/previous links. */
export interface PageResult<T> {
  count: number;
  results: T[];
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}
