import { useEffect, useState, type ComponentType } from 'react';
import { isChunkLoadError, loadChunk, reloadOnceForChunkError } from '../../routes/utils/chunkLoad';

let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

function loadMemberActions(): Promise<ComponentType> {
  loading ??= loadChunk(() => import('../components/MemberActions')).then(
    (module) => (loaded = module.MemberActions),
    (error: unknown) => {
      loading = undefined; // the next mount asks again
      throw error;
    },
  );
  return loading;
}

/** Asks for the header's member part before React renders, when a session is stored (prefetchStartQueries). */
export function preloadMemberActions(): void {
  loadMemberActions().catch(() => undefined); // the hook asks again and handles the failure
}

export interface MemberActionsState {
  /** The header's logged-in part, once its code is there (always for a guest: undefined). */
  MemberActions: ComponentType | undefined;
  /** A member's part is on its way (the start frame waits for it, so the header does not fill in late). */
  pending: boolean;
}

/**
 * The header's logged-in part loads only for a member (docs/product/performance.md): a guest's
 * start does not carry the avatar menu, balance, messages and session clock. A chunk that fails
 * reloads the portal once, like a route's; after that the header goes on without it.
 */
export function useMemberActions(loggedIn: boolean): MemberActionsState {
  const [, setLoaded] = useState<ComponentType>();
  const [failed, setFailed] = useState(false);
  const wanted = loggedIn && !loaded;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadMemberActions().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => {
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        console.error('The header could not load its member part', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return { MemberActions: loggedIn ? loaded : undefined, pending: wanted && !failed };
}
