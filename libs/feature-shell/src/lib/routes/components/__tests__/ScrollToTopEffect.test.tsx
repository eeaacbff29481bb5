import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopEffect } from '../ScrollToTopEffect';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTopEffect />
      <p>{pathname}</p>
      {pathname === '/helpmc' ? <h2 id="faq">FAQ</h2> : null}
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTopEffect', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    scrollIntoView.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls to the top on a new route and on a new query', async () => {
    const router = renderAt('/promotions');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/rng'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/rng?page=favourite'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to the element the hash names, also one that appears later', async () => {
    const router = renderAt('/helpmc#faq');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'faq');

    await act(() => router.navigate('/rng'));
    await act(() => router.navigate('/rng#late'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const late = document.createElement('div');
    late.id = 'late';
    await act(async () => {
      document.body.append(late);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(late);
    late.remove();
  });

  it('does not scroll when ?member= or ?agent= opens, pages or closes an overlay over the page', async () => {
    const router = renderAt('/promotions');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/promotions?member=transactionHistory'));
    await act(() => router.navigate('/promotions?member=transactionHistory&tx.page=2'));
    await act(() => router.navigate('/promotions'));
    await act(() => router.navigate('/promotions?agent=teamOverview'));
    await act(() => router.navigate('/promotions'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // A new route from inside the overlay does scroll.
    await act(() => router.navigate('/rng?member=depositv2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
