/**
 * Second entry point: the one way the portal loads code on demand (`lazyComponent`) and its chunk
 * rules (one timeout, ChunkLoadError, the reload-once), small enough for the start bundle
 * (docs/product/shell-and-navigation.md "Lazy pages"). page-kit's ChunkBoundary goes around it.
 */
export { lazyComponent, type LazyComponent } from './lib/lazy/utils/lazyComponent';
export { useLazyReady, type LazyReady } from './lib/lazy/hooks/useLazyReady';
export { ChunkLoadError, clearChunkReloadMark, isChunkLoadError, loadChunk, reloadOnceForChunkError } from './lib/lazy/utils/chunkLoad';
export { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from './lib/lazy/constants/CHUNK_LOAD';
