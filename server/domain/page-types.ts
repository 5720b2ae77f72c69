/**
 * A page of a public list as the domain reads it (server/domain/types.ts re-exports them): its own
 * module, so a domain the Services name (the calendar) can use it without an import cycle.
 */

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
