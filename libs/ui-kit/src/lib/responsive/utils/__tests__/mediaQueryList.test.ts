import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../mediaQueryList';

const fakeMatchMedia = () =>
  vi.fn(
    (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
  );

describe('mediaQueryList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes one list per query and hands the same one out again', () => {
    const matchMedia = fakeMatchMedia();
    vi.stubGlobal('matchMedia', matchMedia);
    const phone = mediaQueryList('(max-width: 767.98px)');
    expect(mediaQueryList('(max-width: 767.98px)')).toBe(phone);
    expect(mediaQueryList('(min-width: 1200px)')).not.toBe(phone);
    expect(matchMedia).toHaveBeenCalledTimes(2);
    expect(phone?.matches).toBe(true);
  });

  it('asks a matchMedia put in place later for lists of its own', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia());
    const first = mediaQueryList('(max-width: 767.98px)');
    const second = fakeMatchMedia();
    vi.stubGlobal('matchMedia', second);
    expect(mediaQueryList('(max-width: 767.98px)')).not.toBe(first);
    expect(second).toHaveBeenCalledOnce();
  });

  it('is null where media queries cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(mediaQueryList('(max-width: 767.98px)')).toBeNull();
  });
});
