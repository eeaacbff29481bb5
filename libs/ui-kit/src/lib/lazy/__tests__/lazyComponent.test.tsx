import { act, render, renderHook, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyReady } from '../hooks/useLazyReady';
import { ChunkLoadError } from '../utils/chunkLoad';
import { lazyComponent } from '../utils/lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A boundary that shows the error and can be reset (as page-kit's ChunkBoundary does with its retry). */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ error: null })}>
        {this.state.error.message}
      </button>
    );
  }
}

/** A module load the test settles. */
function deferred() {
  let resolve!: (module: { Greeting: typeof Greeting }) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<{ Greeting: typeof Greeting }>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('lazyComponent', () => {
  it('suspends until its code is in, then renders the named export with its props; a preload shares the load', async () => {
    const load = deferred();
    const importer = vi.fn(() => load.promise);
    const Lazy = lazyComponent(importer, 'Greeting');
    void Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(Lazy.loaded()).toBe(false);
    await act(async () => load.resolve({ Greeting }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(Lazy.loaded()).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('preload settles without rejecting, the same promise for one load', async () => {
    const load = deferred();
    const Lazy = lazyComponent(() => load.promise, 'Greeting');
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    load.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(first).resolves.toBeUndefined();
    expect(Lazy.failure()).toBeInstanceOf(ChunkLoadError);
  });

  it('shows a failure to its boundary on every render; a preload asks again, and then it shows', async () => {
    const failing = deferred();
    const importer = vi.fn<() => Promise<{ Greeting: typeof Greeting }>>().mockReturnValueOnce(failing.promise).mockResolvedValueOnce({ Greeting });
    const Lazy = lazyComponent(importer, 'Greeting');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Bo" />
        </Suspense>
      </Boundary>,
    );
    await act(async () => failing.reject(new Error('the page broke')));
    const retry = await screen.findByRole('button', { name: 'the page broke' });
    expect(importer).toHaveBeenCalledTimes(1);
    // A render alone does not load again: the failure shows again, no loop.
    await act(async () => retry.click());
    expect(await screen.findByRole('button', { name: 'the page broke' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    await act(() => Lazy.preload());
    await act(async () => screen.getByRole('button', { name: 'the page broke' }).click());
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fails with ChunkLoadError when its code has not come after 120 s', async () => {
    vi.useFakeTimers();
    const Lazy = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>(() => undefined), 'Greeting');
    const settled = Lazy.preload();
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
    expect(Lazy.failure()).toBeInstanceOf(ChunkLoadError);
    expect(String(Lazy.failure())).toMatch(/120 s/);
  });
});

describe('useLazyReady', () => {
  it('asks for the code while wanted, pending until it is in, then ready', async () => {
    const load = deferred();
    const importer = vi.fn(() => load.promise);
    const Lazy = lazyComponent(importer, 'Greeting');
    const { result, rerender } = renderHook(({ wanted }) => useLazyReady(Lazy, wanted), { initialProps: { wanted: false } });
    expect(result.current).toEqual({ ready: false, pending: false });
    expect(importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    expect(result.current).toEqual({ ready: false, pending: true });
    await act(async () => load.resolve({ Greeting }));
    expect(result.current).toEqual({ ready: true, pending: false });
  });

  it('is no longer pending when the code fails (the frame goes on without the part)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyComponent(() => Promise.reject(new Error('broken')), 'Greeting' as never);
    const { result } = renderHook(() => useLazyReady(Lazy, true));
    await act(async () => undefined);
    expect(result.current).toEqual({ ready: false, pending: false });
  });
});
