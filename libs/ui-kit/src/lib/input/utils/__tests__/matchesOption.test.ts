import { describe, expect, it } from 'vitest';
import { matchesOption } from '../matchesOption';

describe('matchesOption', () => {
  it('matches anywhere in the text, ignoring case and accents', () => {
    expect(matchesOption('São Paulo', 'sao')).toBe(true);
    expect(matchesOption('Việt Nam', 'VIET')).toBe(true);
    expect(matchesOption('Brasil (+55)', '+55')).toBe(true);
    expect(matchesOption('Thailand', 'land')).toBe(true);
  });

  it('rejects text that does not contain the query and accepts an empty query', () => {
    expect(matchesOption('Brasil', 'xyz')).toBe(false);
    expect(matchesOption('Brasil', '')).toBe(true);
  });
});
