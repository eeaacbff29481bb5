import { useSystemStatus } from '@portal/data-access';
import type { ReactNode } from 'react';
import { AppStartQueriesEffect, HomeStartQueriesEffect } from '../../app/components/AppStartQueriesEffect';
import { StartFrame } from '../../app/components/StartFrame';
import { IpRestrictionPage } from './IpRestrictionPage';
import { MaintenancePage } from './MaintenancePage';

export interface SystemStatusGateProps {
  children: ReactNode;
  contactHref?: string;
}

/**
 * Root render by system status (docs/product/shell-and-navigation.md): 0 the app, 1 maintenance, 2 IP restriction.
 * The rest of the start (permission, menus, banners…) is asked for at the same time, not after
 * the status (one round trip); until the status is known the empty start frame shows, so
 * maintenance never flashes the portal. If the status cannot be read at all, the app still
 * mounts: the portal's own calls will show their errors, which beats a blank page.
 */
export function SystemStatusGate({ children, contactHref }: SystemStatusGateProps) {
  const { data, isPending } = useSystemStatus();
  let content: ReactNode = children;
  if (isPending) content = <StartFrame />;
  else if (data?.status === 1) content = <MaintenancePage message={data.message} contactHref={contactHref} />;
  else if (data?.status === 2) content = <IpRestrictionPage ip={data.ip} country={data.country} contactHref={contactHref} />;
  return (
    <>
      <AppStartQueriesEffect />
      <HomeStartQueriesEffect />
      {content}
    </>
  );
}
