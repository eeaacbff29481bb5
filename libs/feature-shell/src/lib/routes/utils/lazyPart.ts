import { useEffect, useState } from 'react';
import { isChunkLoadError, loadChunk, reloadOnceForChunkError } from '@portal/page-kit/chunks';

export interface LazyPartState<T> {
  /** The part, once its code is there (undefined before, and when it is not wanted). */
  Part: T | undefined;
  /** It is wanted and on its way (the start frame waits for it, so it does not fill in late). */
  pending: boolean;
}

export interface LazyPart<T> {
  /** Asks for the code now (the start asks beside its calls, before React renders). */
  preload: () => void;
  /** The part when `wanted`; renders synchronously once loaded, with no Suspense fallback. */
  usePart: (wanted: boolean) => LazyPartState<T>;
}

/**
 * A piece of the frame whose code is not in the start bundle (the header's member part, the side
 * menu; docs/product/performance.md): asked for beside the start's calls when the page will show
 * it, waited for by the start gate, and from then on rendered as if it had always been there. A
 * chunk that fails reloads the portal once, like a route's; after that the frame goes on without it.
 */
export function lazyPart<T>(load: () => Promise<T>, name: string): LazyPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= loadChunk(load).then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined; // the next mount asks again
        throw error;
      },
    ));
  function usePart(wanted: boolean): LazyPartState<T> {
    const [, setLoaded] = useState<T>();
    const [failed, setFailed] = useState(false);
    const missing = wanted && !loaded;
    useEffect(() => {
      if (!missing) return;
      let live = true;
      get().then(
        (part) => live && setLoaded(() => part),
        (error: unknown) => {
          if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
          console.error(`The portal could not load ${name}`, error);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [missing]);
    return { Part: wanted ? loaded : undefined, pending: missing && !failed };
  }
  return { preload: () => void get().catch(() => undefined), usePart };
}
