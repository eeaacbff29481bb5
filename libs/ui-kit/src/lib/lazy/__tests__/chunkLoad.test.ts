import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk, reloadOnceForChunkError } from '../utils/chunkLoad';

describe('chunk loading', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('turns a failed dynamic import into a ChunkLoadError', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('fails with ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toThrow(/120 s/);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('reloads once, then lets the error show', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recognises browser chunk errors but not page bugs', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('undefined is not a function'))).toBe(false);
  });
});
