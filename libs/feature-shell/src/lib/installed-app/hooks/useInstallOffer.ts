import { useSyncExternalStore } from 'react';
import { installOffer, subscribeToInstallOffer, type InstallOffer } from '../utils/installPrompt';

/** How this browser can add the brand to the home screen, kept up to date (`installOffer`). */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    subscribeToInstallOffer,
    () => installOffer(),
    () => null,
  );
}
