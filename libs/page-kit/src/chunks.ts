/**
 * Second entry point: the one way to load code on demand and what goes around it, small enough
 * for the start bundle (docs/product/shell-and-navigation.md "Lazy pages"): `lazyComponent` (with
 * its chunk rules, from ui-kit), the one error boundary around lazy code (`ChunkBoundary`), and the
 * warm-up at a visitor's first sign of use (`usePreloadOnIntent`).
 */
export { lazyComponent, useLazyReady, type LazyComponent, type LazyReady } from '@portal/ui-kit/lazy';
export { usePreloadOnIntent } from './lib/chunks/hooks/usePreloadOnIntent';
export { ChunkBoundary, type ChunkBoundaryProps, type ChunkBoundaryPlace } from './lib/chunks/components/ChunkBoundary';
