import { useIdle } from '@portal/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOnline } from '../hooks/useOnline';
import { usePlayerBusy } from '../hooks/usePlayerBusy';
import { useUpdateReady } from '../hooks/useUpdateReady';
import { watchInstallPrompt } from '../utils/installPrompt';
import { watchTypedFields } from '../utils/playerBusy';
import { applyUpdate, registerServiceWorker } from '../utils/serviceWorkerUpdates';
import { OfflineCover } from './OfflineCover';
import { UpdatePrompt } from './UpdatePrompt';

/** Whether this build has the brand's worker: 'on', 'off' (the self-removing one), undefined in development. */
const SERVICE_WORKER_MODE = import.meta.env.PORTAL_SERVICE_WORKER as 'on' | 'off' | undefined;

/**
 * The portal as an installed app (docs/product/installed-app.md), after the start (the site
 * services mount it): registers the brand's service worker once the browser has a quiet moment,
 * keeps the browser's install prompt for the drawer, shows the offline screen while there is no
 * network (and, when it is back, asks the platform again for everything on screen: what showed
 * before may have changed meanwhile) and "a new version is ready" when one waits and the player is
 * not busy.
 */
export function InstalledApp() {
  const online = useOnline();
  const ready = useUpdateReady();
  const [later, setLater] = useState(false);
  const busy = usePlayerBusy(ready && !later);
  const afterStart = useIdle(3000);
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [queryClient]);
  useEffect(() => watchTypedFields(), []);
  useEffect(() => watchInstallPrompt(), []);
  useEffect(() => (afterStart && SERVICE_WORKER_MODE ? registerServiceWorker(SERVICE_WORKER_MODE) : undefined), [afterStart]);
  return (
    <>
      {online ? null : <OfflineCover />}
      {ready && online && !later && !busy ? <UpdatePrompt onReload={() => applyUpdate()} onLater={() => setLater(true)} /> : null}
    </>
  );
}
