import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyComponent } from '@portal/page-kit/chunks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureOverlay, type OverlayDemand } from '../featureOverlay';

function Modals() {
  return <p>The account modals</p>;
}

describe('featureOverlay', () => {
  afterEach(() => vi.useRealTimers());

  it('loads a `soon` overlay after the first tap is over, not inside it, and only once', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve({ Modals }));
    const { element } = featureOverlay('auth', lazyComponent(load, 'Modals'), (): OverlayDemand => 'soon');
    render(element);
    expect(load).not.toHaveBeenCalled(); // a page nobody touches loads nothing

    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled(); // the tap's own answer comes first
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The account modals')).not.toBeInTheDocument(); // loaded, not mounted
  });

  it('mounts a `now` overlay from the first render', async () => {
    const { element } = featureOverlay(
      'auth',
      lazyComponent(() => Promise.resolve({ Modals }), 'Modals'),
      (): OverlayDemand => 'now',
    );
    render(element);
    expect(await screen.findByText('The account modals')).toBeInTheDocument();
  });
});
