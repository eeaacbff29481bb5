/** A chunk that has not arrived after 120 s fails with ChunkLoadError (docs/product/shell-and-navigation.md "Lazy pages"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** sessionStorage key holding when the portal last reloaded itself after a failed chunk. */
export const CHUNK_RELOAD_KEY = 'portal:chunk-reload-at';
/** A second chunk failure within this time of the automatic reload shows the error instead of reloading again. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;
