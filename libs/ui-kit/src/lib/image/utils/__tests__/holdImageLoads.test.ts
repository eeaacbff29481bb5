import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdImageLoads, scheduleImageLoad } from '../scheduleImageLoad';

describe('holdImageLoads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lazy loads wait for the held image and start together when it has loaded', async () => {
    let loaded!: () => void;
    holdImageLoads(new Promise<void>((resolve) => (loaded = resolve)), 1000);
    const first = vi.fn();
    const second = vi.fn();
    scheduleImageLoad(first, 0);
    scheduleImageLoad(second, 0);
    await vi.advanceTimersByTimeAsync(500);
    expect(first).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('waits at most the hold time for an image that never loads, and a failed one releases at once', async () => {
    holdImageLoads(new Promise(() => undefined), 1000);
    const job = vi.fn();
    scheduleImageLoad(job, 0);
    await vi.advanceTimersByTimeAsync(999);
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(job).toHaveBeenCalledOnce();

    holdImageLoads(Promise.reject(new Error('404')), 1000);
    const next = vi.fn();
    scheduleImageLoad(next, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toHaveBeenCalledOnce();
  });

  it('a cancelled load does not start when the hold ends', async () => {
    let loaded!: () => void;
    holdImageLoads(new Promise<void>((resolve) => (loaded = resolve)), 1000);
    const job = vi.fn();
    const cancel = scheduleImageLoad(job, 0);
    cancel();
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(job).not.toHaveBeenCalled();
  });
});
