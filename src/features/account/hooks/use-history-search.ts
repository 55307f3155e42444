import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isOneOf } from '@contracts/domain/history-filters';

/** A history filter the page offers (docs/histories.md): its body field and the values the server accepts. */
export interface FilterSpec {
  /** Body field and URL parameter: 'type', 'status', 'product'. */
  key: string;
  /** The values of contracts/domain/history-filters.ts (the request schema's enum). */
  values: readonly string[];
}

/** What a history page asks its endpoint for, as kept in the URL. */
export interface HistorySearch {
  from?: string;
  to?: string;
  /** Only the filters whose URL value is one the server accepts. */
  filters: Record<string, string>;
  /** Records to skip (page − 1) × take. */
  skip: number;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The server's paging bound (the history request schemas, e.g. schemas/api/wallet/financial-history.request.json: skip ≤ 100000). */
const MAX_SKIP = 100_000;

/**
 * The filters, range and page of a history page held in the URL (?from&to&type&status&page), so a reload, a
 * shared link or Back keeps them (docs/histories.md). Values the server would refuse (a hand-edited URL) are
 * ignored, never sent. Changing the range or a filter goes back to page 1.
 */
export function useHistorySearch(specs: readonly FilterSpec[], take: number) {
  const [params, setParams] = useSearchParams();
  const search = useMemo<HistorySearch>(() => {
    const day = (name: string) => {
      const value = params.get(name);
      return value && DAY.test(value) ? value : undefined;
    };
    let from = day('from');
    let to = day('to');
    if (from && to && from > to) [from, to] = [undefined, undefined];
    const filters: Record<string, string> = {};
    for (const spec of specs) {
      const value = params.get(spec.key);
      if (isOneOf(spec.values, value)) filters[spec.key] = value;
    }
    const page = Number(params.get('page'));
    const skip = Number.isInteger(page) && page > 1 ? Math.min((page - 1) * take, MAX_SKIP) : 0;
    return { from, to, filters, skip };
  }, [params, specs, take]);

  // The router's functional update reads the params of the last render, so two quick changes (type, then status)
  // would lose the first: each change builds on the latest params written instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!keepPage) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return {
    search,
    setRange: (range: { from?: string; to?: string }) => update({ from: range.from, to: range.to }),
    setFilter: (key: string, value: string | undefined) => update({ [key]: value }),
    setSkip: (skip: number) => update({ page: skip > 0 ? String(Math.floor(skip / take) + 1) : undefined }, true),
  };
}
