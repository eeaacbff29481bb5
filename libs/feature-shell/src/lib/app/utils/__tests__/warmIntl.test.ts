import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../warmIntl';

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes react-aria’s locale check, for the browser’s language, and survives a tag the browser refuses', () => {
    const check = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl();
    expect(check).toHaveBeenCalledWith([navigator.language]);
    check.mockImplementation(() => {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => warmIntl()).not.toThrow();
  });
});
