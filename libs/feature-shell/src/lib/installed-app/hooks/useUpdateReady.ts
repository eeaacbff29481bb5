import { useSyncExternalStore } from 'react';
import { subscribeToUpdates, updateReady } from '../utils/serviceWorkerUpdates';

/** Whether a new version of the portal is waiting to take over. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribeToUpdates, updateReady, () => false);
}
