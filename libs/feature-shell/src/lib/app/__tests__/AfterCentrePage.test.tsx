import { centrePageShownState } from '@portal/data-access';
import { renderWithPortal } from '@portal/page-kit/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterCentrePage } from '../components/AfterCentrePage';

/** A phone's width: every `(max-width: …)` query matches, the others do not. */
function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderWithPortal(
    <AfterCentrePage>
      <p>services</p>
    </AfterCentrePage>,
    { url, token: 'token-1' },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
  phoneViewport();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('AfterCentrePage (docs/product/performance.md "After the centre\'s page")', () => {
  it('shows its children at once on a page the member centre does not cover', () => {
    renderAt('/rng');
    expect(screen.getByText('services')).toBeInTheDocument();
  });

  it('under the member centre opened by the address on a phone, waits for the centre’s page, then a quiet moment', async () => {
    const { store } = renderAt('/?member=transactionHistory');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('services')).not.toBeInTheDocument();
    act(() => store.set(centrePageShownState, true));
    expect(screen.queryByText('services')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('services')).toBeInTheDocument();
  });

  it('shows them when the centre closes before its page showed', async () => {
    const { router } = renderAt('/?member=transactionHistory');
    await act(() => router.navigate('/'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('services')).toBeInTheDocument();
  });
});
