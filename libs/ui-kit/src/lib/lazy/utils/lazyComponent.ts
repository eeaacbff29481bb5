import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadChunk } from './chunkLoad';

/** Any component, whatever its props (the constraint only says "a component"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
/** The names of a module's exports that are components. */
type ComponentKeys<M> = { [K in keyof M]: M[K] extends AnyComponent ? K : never }[keyof M];
/** A component's props. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A component whose code is in a chunk of its own: it renders the loaded component, and suspends
 * (the nearest Suspense shows its fallback) until the code is there.
 */
export interface LazyComponent<P> {
  (props: P): ReactNode;
  /**
   * Asks for the code now, once (a render or a later preload shares the load), or again after a
   * failure; settles, never rejecting, when it is in or has failed (the same promise for one load).
   */
  preload: () => Promise<void>;
  /** The code is in: the component renders at once, with no fallback. */
  loaded: () => boolean;
  /** Why the last load failed (undefined while none has). */
  failure: () => unknown;
  displayName: string;
}

/** A load and how it stands (not React's own `status` field, which `use` sets and reads), and whether its failure was shown. */
interface Load<T> {
  promise: Promise<T>;
  state: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
  /** React's lazy component of this load (React keeps a failure for good: a new load is a new one). */
  component?: LazyExoticComponent<AnyComponent>;
}

/**
 * The one way the portal loads code on demand (docs/product/shell-and-navigation.md "Lazy pages"):
 * a page, a centre's page, an overlay, a modal, a part of a page. `load` imports the module, `name`
 * names its component (typed: a renamed export fails the type check).
 * - One timeout: a load that has not finished after 120 s fails with ChunkLoadError, as does a
 *   failed import (`loadChunk`).
 * - One retry rule: page-kit's ChunkBoundary, around every lazy component, reloads the portal once
 *   for a failed chunk (a deploy replaced the files), and otherwise shows the failure in the part's
 *   place; a failed load is asked again by the next `preload()` (a part opened again, a frame's part
 *   wanted again), never by a render, so a failure cannot loop.
 */
export function lazyComponent<M, K extends ComponentKeys<M>>(load: () => Promise<M>, name: K): LazyComponent<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let current: Load<AnyComponent> | undefined;
  /** The current load as a promise that never rejects (one per load, so React's `use` can wait on it). */
  let settled: Promise<void> | undefined;
  const start = (): Load<AnyComponent> => {
    if (current && current.state !== 'rejected') return current;
    const next: Load<AnyComponent> = { promise: loadChunk(load).then((module) => module[name] as AnyComponent), state: 'pending' };
    settled = next.promise.then(
      (value) => void Object.assign(next, { state: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(next, { state: 'rejected', reason }),
    );
    current = next;
    return next;
  };
  const Lazy = ((props: Props) => {
    // React's lazy suspends while the code comes, renders at once when it is in (a load already over
    // answers synchronously) and throws a failure to the boundary, every render until a preload asks again.
    const load = current ?? start();
    load.component ??= lazy(() =>
      load.state === 'fulfilled' && load.value
        ? // Over already: answered synchronously, so React renders it at once.
          (syncThenable({ default: load.value }) as Promise<{ default: AnyComponent }>)
        : load.promise.then((value) => ({ default: value })),
    );
    return createElement(load.component, props as object);
  }) as unknown as LazyComponent<Props>;
  Lazy.preload = () => {
    start();
    return settled as Promise<void>;
  };
  Lazy.loaded = () => current?.state === 'fulfilled';
  Lazy.failure = () => (current?.state === 'rejected' ? current.reason : undefined);
  Lazy.displayName = `Lazy(${String(name)})`;
  return Lazy;
}

/** A thenable that answers at once: React's lazy reads it synchronously. */
function syncThenable<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(resolve?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> =>
      syncThenable(resolve ? (resolve(value) as R1) : (value as unknown as R1)),
  };
}
