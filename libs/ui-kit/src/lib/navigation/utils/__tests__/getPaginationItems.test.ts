import { describe, expect, it } from 'vitest';
import { getPaginationItems, type PaginationItem } from '../getPaginationItems';

/** `1 … 4 5 6 … 10` */
const render = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('getPaginationItems (page range 3, margin pages 1)', () => {
  it('shows every page when they all fit', () => {
    expect(render(getPaginationItems({ page: 1, totalPages: 1 }))).toBe('1');
    expect(render(getPaginationItems({ page: 2, totalPages: 5 }))).toBe('1 2 3 4 5');
  });

  it('centres a window of 3 on the current page between the margin pages', () => {
    expect(render(getPaginationItems({ page: 5, totalPages: 10 }))).toBe('1 … 4 5 6 … 10');
    expect(render(getPaginationItems({ page: 50, totalPages: 100 }))).toBe('1 … 49 50 51 … 100');
  });

  it('shifts the window at the ends instead of shrinking it', () => {
    expect(render(getPaginationItems({ page: 1, totalPages: 10 }))).toBe('1 2 3 … 10');
    expect(render(getPaginationItems({ page: 10, totalPages: 10 }))).toBe('1 … 8 9 10');
  });

  it('never hides a single page behind a break', () => {
    expect(render(getPaginationItems({ page: 3, totalPages: 10 }))).toBe('1 2 3 4 … 10');
    expect(render(getPaginationItems({ page: 8, totalPages: 10 }))).toBe('1 … 7 8 9 10');
    expect(render(getPaginationItems({ page: 4, totalPages: 7 }))).toBe('1 2 3 4 5 6 7');
  });

  it('clamps an out-of-range page and returns nothing without pages', () => {
    expect(render(getPaginationItems({ page: 99, totalPages: 10 }))).toBe('1 … 8 9 10');
    expect(getPaginationItems({ page: 1, totalPages: 0 })).toEqual([]);
  });

  it('honours other ranges and margins', () => {
    expect(render(getPaginationItems({ page: 10, totalPages: 20, pageRange: 5, marginPages: 2 }))).toBe('1 2 … 8 9 10 11 12 … 19 20');
  });
});
