import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRecordsUrlState, type RecordsSelectFilter } from '../hooks/useRecordsUrlState';
import { presetRange } from '../utils/presetRange';
import { selectedValue } from '../utils/selectedValue';

type Key = 'category' | 'vendor';

const selects = (vendorsLoaded: boolean): RecordsSelectFilter<Key>[] => [
  {
    id: 'category',
    label: 'Category',
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'All' },
      { value: 'RNG', label: 'Slots' },
      { value: 'LIVE', label: 'Live' },
    ],
  },
  {
    id: 'vendor',
    label: 'Vendor',
    defaultValue: 'all',
    dependsOn: 'category',
    pending: !vendorsLoaded,
    options: vendorsLoaded
      ? [
          { value: 'all', label: 'All' },
          { value: 'PG', label: 'PG Soft' },
        ]
      : [{ value: 'all', label: 'All' }],
  },
];

const at = (url: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('useRecordsUrlState', () => {
  it('keeps a dependent value while its options load, drops an unknown one once they are there', () => {
    const loading = renderHook(() => useRecordsUrlState('bets', selects(false), 'last7Days'), { wrapper: at('/?bets.category=RNG&bets.vendor=PG') });
    expect(loading.result.current.filters.select).toEqual({ category: 'RNG', vendor: 'PG' });
    const loaded = renderHook(() => useRecordsUrlState('bets', selects(true), 'last7Days'), { wrapper: at('/?bets.category=RNG&bets.vendor=XX') });
    expect(loaded.result.current.filters.select.vendor).toBe('all');
  });

  it('changing a select resets the selects that depend on it, and the page', () => {
    const { result } = renderHook(() => useRecordsUrlState('bets', selects(true), 'last7Days'), {
      wrapper: at('/?bets.category=RNG&bets.vendor=PG&bets.page=3'),
    });
    expect(result.current.page).toBe(3);
    act(() => result.current.setSelect('category', 'LIVE'));
    expect(result.current.filters.select).toEqual({ category: 'LIVE', vendor: 'all' });
    expect(result.current.page).toBe(1);
  });

  it('counts the presets in the time zone it is given', () => {
    const zone = 'Pacific/Kiritimati';
    const { result } = renderHook(() => useRecordsUrlState('bets', [], 'today', zone), { wrapper: at('/') });
    expect(result.current.filters.range).toEqual(presetRange('today', zone));
  });

  it('selectedValue: "all" and unknown values are no filter', () => {
    expect(selectedValue('RNG', ['RNG', 'LIVE'] as const)).toBe('RNG');
    expect(selectedValue('all', ['RNG', 'LIVE'] as const)).toBeUndefined();
    expect(selectedValue('nonsense', ['RNG', 'LIVE'] as const)).toBeUndefined();
    expect(selectedValue(null, ['RNG'] as const)).toBeUndefined();
  });
});
