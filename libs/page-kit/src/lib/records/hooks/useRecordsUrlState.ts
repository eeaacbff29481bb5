import type { DateRangeValue, SelectOption } from '@portal/ui-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DATE_PRESETS, type DatePreset } from '../constants/DATE_PRESETS';
import { presetRange } from '../utils/presetRange';

/** A select filter a records page declares (type, status, game…). */
export interface RecordsSelectFilter<TKey extends string> {
  id: TKey;
  label: string;
  options: SelectOption<string>[];
  /** The value when the URL names none (usually the "All" option's). */
  defaultValue: string;
  /** Another select this one narrows (vendor → category): changing that one resets this one to its default. */
  dependsOn?: TKey;
  disabled?: boolean;
  /** The options are still loading: the URL's value is kept as it is until they are there. */
  pending?: boolean;
}

/** A text filter a records page declares (a member's username…): applied on Enter or when the field is left; empty is no filter. */
export interface RecordsTextFilter<TKey extends string> {
  id: TKey;
  label: string;
}

/** The filters a records query gets: the date range (ISO days, both included) and each select's and text filter's value. */
export interface RecordsFilters<TKey extends string = string> {
  range: DateRangeValue;
  preset: DatePreset;
  /** Every select's value, and every text filter's trimmed text ('' when empty). */
  select: Record<TKey, string>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NO_TEXTS: readonly never[] = [];

function isPreset(value: string | null): value is DatePreset {
  return DATE_PRESETS.some((preset) => preset === value);
}

/**
 * A records page's filters and page, kept in the URL under `<prefix>.` (`dep.preset=custom&dep.from=…&dep.page=2`)
 * beside any other parameter, so back/forward and a shared link restore them. Every change is a new
 * history entry; a filter change goes back to page 1.
 */
export function useRecordsUrlState<TKey extends string>(
  prefix: string,
  selects: readonly RecordsSelectFilter<TKey>[],
  defaultPreset: DatePreset,
  timeZone?: string,
  texts: readonly RecordsTextFilter<TKey>[] = NO_TEXTS,
) {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}.${name}`, [prefix]);

  const filters = useMemo((): RecordsFilters<TKey> => {
    const named = params.get(key('preset'));
    const from = params.get(key('from')) ?? '';
    const to = params.get(key('to')) ?? '';
    const custom = named === 'custom' && ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to ? { start: from, end: to } : null;
    const preset: DatePreset = custom ? 'custom' : isPreset(named) && named !== 'custom' ? named : defaultPreset;
    const range = custom ?? presetRange(preset, timeZone) ?? presetRange('last7Days', timeZone) ?? { start: from, end: to };
    const select = Object.fromEntries([
      ...selects.map((filter) => {
        const value = params.get(key(filter.id));
        const known = value !== null && (filter.pending || filter.options.some((option) => option.value === value));
        return [filter.id, known ? value : filter.defaultValue];
      }),
      ...texts.map((filter) => [filter.id, (params.get(key(filter.id)) ?? '').trim()]),
    ]) as Record<TKey, string>;
    return { range, preset, select };
  }, [params, key, selects, texts, defaultPreset, timeZone]);

  const page = Math.max(1, Number.parseInt(params.get(key('page')) ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(key(name));
          else next.set(key(name), value);
        }
        return next;
      }),
    [setParams, key],
  );

  const setPreset = useCallback((preset: DatePreset) => update({ preset, from: null, to: null, page: null }), [update]);
  const setRange = useCallback((range: DateRangeValue) => update({ preset: 'custom', from: range.start, to: range.end, page: null }), [update]);
  const setSelect = useCallback(
    (id: TKey, value: string) =>
      update({
        [id]: value === '' ? null : value,
        page: null,
        ...Object.fromEntries(selects.filter((filter) => filter.dependsOn === id).map((filter) => [filter.id, null])),
      }),
    [update, selects],
  );
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);

  return { filters, page, setPreset, setRange, setSelect, setPage };
}

/**
 * The raw URL value of one parameter of a records page (`useRecordsParam('bets', 'category')`), for
 * what a page derives from a filter before the scaffold reads it: the vendor options of a category.
 */
export function useRecordsParam(prefix: string, name: string): string | null {
  const [params] = useSearchParams();
  return params.get(`${prefix}.${name}`);
}
