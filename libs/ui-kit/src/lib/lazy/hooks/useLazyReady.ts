import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../utils/chunkLoad';
import type { LazyComponent } from '../utils/lazyComponent';

export interface LazyReady {
  /** Its code is in: render it, and it shows at once (no Suspense fallback). */
  ready: boolean;
  /** It is wanted and its code is on its way (a frame waits for it, so it does not fill in late). */
  pending: boolean;
}

/**
 * For a part of a frame drawn only once its code is in (the header's member part, the side menu):
 * asks for the code while `wanted`, renders again when it is in. A chunk that fails reloads the
 * portal once, as everywhere (`lazyComponent`); after that the part is no longer pending (the frame
 * goes on without it) and asks again the next time it is wanted.
 */
export function useLazyReady<P>(component: LazyComponent<P>, wanted: boolean): LazyReady {
  const [, settled] = useState(0);
  const [failed, setFailed] = useState(false);
  const missing = wanted && !component.loaded();
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void component.preload().then(() => {
      if (!live) return;
      if (component.loaded()) return settled((count) => count + 1);
      const failure = component.failure();
      if (isChunkLoadError(failure) && reloadOnceForChunkError()) return;
      console.error(`The portal could not load ${component.displayName}`, failure);
      setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [component, missing]);
  return { ready: wanted && component.loaded(), pending: missing && !failed };
}
