import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from '../constants/CHUNK_LOAD';

/** A chunk could not be loaded (network, timeout, or a deploy removed the old file). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Errors browsers and Vite raise when a dynamic import fails. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * After a chunk failed: reload the page once (a deploy replaced the chunk files; the new
 * index.html names the new ones). Returns false when the portal already reloaded itself
 * within the last 30 s, so the caller shows the error with a retry instead of looping.
 */
export function reloadOnceForChunkError(storage: Storage = sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  reload();
  return true;
}

/** Forgets the automatic reload (the user asked to retry). */
export function clearChunkReloadMark(storage: Storage = sessionStorage): void {
  storage.removeItem(CHUNK_RELOAD_KEY);
}

/** Loads a chunk, failing with ChunkLoadError on a network error or after 120 s. */
export function loadChunk<T>(factory: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    factory().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error instanceof Error ? error.message : String(error)) : error);
      },
    );
  });
}
