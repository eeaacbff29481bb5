import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstCommit } from '../useAfterFirstCommit';

describe('useAfterFirstCommit', () => {
  afterEach(() => vi.useRealTimers());

  it('is false in the first commit and true from the next task on', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(() => useAfterFirstCommit());
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('does nothing once unmounted before that task', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useAfterFirstCommit());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(result.current).toBe(false);
  });
});
