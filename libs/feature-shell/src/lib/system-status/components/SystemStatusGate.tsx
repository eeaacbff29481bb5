import { usePermission, useSystemStatus } from '@portal/data-access';
import { Suspense, type ReactNode } from 'react';
import { StartFrame } from '../../app/components/StartFrame';
import { StartFrameUntil } from '../../app/components/StartFrameUntil';
import { ChunkBoundary, lazyComponent } from '@portal/page-kit/chunks';

// Only when the status says so (docs/product/performance.md): not in the start bundle.
const MaintenancePage = lazyComponent(() => import('./MaintenancePage'), 'MaintenancePage');
const IpRestrictionPage = lazyComponent(() => import('./IpRestrictionPage'), 'IpRestrictionPage');

export interface SystemStatusGateProps {
  children: ReactNode;
  contactHref?: string;
}

/**
 * Root render by system status (docs/product/shell-and-navigation.md): 0 the app, 1 maintenance, 2 IP restriction.
 * The status comes from the status call, and from the permission info's `maintenance` and
 * `regionRestriction` (with the visitor's `location`) when the call says 0 or cannot be read: either
 * source saying maintenance or a restriction is enough ("System status gate").
 * The rest of the start (permission, menus, banners…) is asked for at the same time, not after
 * the status (one round trip: startQuerySteps and AppStartQueriesEffect). Until the status is
 * known the empty start frame shows, with the portal rendered hidden behind it (StartFrameUntil), so
 * maintenance never flashes the portal. If the status cannot be read at all, the app still mounts:
 * the portal's own calls will show their errors, which beats a blank page. The two pages
 * load when the status names them; the start frame stays until their code is there (no flash of
 * the portal), and a chunk that fails reloads once, like a route's.
 */
export function SystemStatusGate({ children, contactHref }: SystemStatusGateProps) {
  const { data, isPending } = useSystemStatus();
  const permission = usePermission().data;
  const status = data?.status || (permission?.maintenance ? 1 : permission?.regionRestriction ? 2 : 0);
  if (status === 1 || status === 2)
    return (
      <ChunkBoundary place="route">
        <Suspense fallback={<StartFrame />}>
          {status === 1 ? (
            <MaintenancePage message={data?.message} contactHref={contactHref} />
          ) : (
            <IpRestrictionPage
              ip={data?.status === 2 ? data.ip : (permission?.location.ip ?? '')}
              country={data?.status === 2 ? data.country : (permission?.location.country ?? '')}
              contactHref={contactHref}
            />
          )}
        </Suspense>
      </ChunkBoundary>
    );
  return <StartFrameUntil ready={!isPending}>{children}</StartFrameUntil>;
}
