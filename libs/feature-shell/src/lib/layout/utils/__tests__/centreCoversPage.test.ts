import { describe, expect, it } from 'vitest';
import { centreCoversPage } from '../centreCoversPage';

const at = (search: string, state: unknown = null) => ({ search, state });

describe('centreCoversPage', () => {
  it('is true on a phone with a session when the address opens the member centre, or its history is being built', () => {
    expect(centreCoversPage(at('?member=transactionHistory'), 'phone', true)).toBe(true);
    expect(centreCoversPage(at('?lang=pt&member=menu'), 'phone', true)).toBe(true);
    // The first step of building the phone's history: the entry without the centre, the pages to push in its state.
    const pending = at('', { centreStack: { param: 'member', id: 'x', pages: ['menu', 'withdraw'] } });
    sessionStorage.setItem('portal:centre-stack:member', 'building:x');
    expect(centreCoversPage(pending, 'phone', true)).toBe(true);
    // Built: the same entry is the page under the centre again (back from the menu closes the centre onto it).
    sessionStorage.setItem('portal:centre-stack:member', '1');
    expect(centreCoversPage(pending, 'phone', true)).toBe(false);
    sessionStorage.clear();
  });

  it('is false for a guest (the login modal opens over the page), on wider screens, and for other addresses', () => {
    expect(centreCoversPage(at('?member=transactionHistory'), 'phone', false)).toBe(false);
    expect(centreCoversPage(at('?member=transactionHistory'), 'tablet', true)).toBe(false);
    expect(centreCoversPage(at('?member=transactionHistory'), 'desktop', true)).toBe(false);
    expect(centreCoversPage(at('?agent=menu'), 'phone', true)).toBe(false);
    expect(centreCoversPage(at('', { centreStack: { param: 'agent', id: 'x', pages: ['menu'] } }), 'phone', true)).toBe(false);
    expect(centreCoversPage(at(''), 'phone', true)).toBe(false);
  });
});
