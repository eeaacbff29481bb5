/**
 * Second entry point: the one lazy page loader and its chunk rules alone (a timeout,
 * ChunkLoadError, the reload-once) and the error boundary around a lazy page, small enough for
 * the start bundle: the shell's routes and overlays use it from the first screen, the centres for
 * their pages
 * (docs/product/shell-and-navigation.md "Lazy pages").
 */
export {
  ChunkLoadError,
  clearChunkReloadMark,
  isChunkLoadError,
  lazyPage,
  loadChunk,
  reloadOnceForChunkError,
  type LazyPage,
} from './lib/chunks/utils/chunkLoad';
export { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS } from './lib/chunks/constants/CHUNK_LOAD';
export { usePreloadOnIntent } from './lib/chunks/hooks/usePreloadOnIntent';
export { PageErrorBoundary, type PageErrorBoundaryProps, type PageErrorPlace } from './lib/chunks/components/PageErrorBoundary';
