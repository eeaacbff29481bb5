import type { BrandConfig } from '@portal/brand';
import type { PlatformRuntime } from '@portal/data-access';
import { PortalApp } from '@portal/feature-shell';
import { FEATURE_CATALOGS } from '../constants/FEATURE_CATALOGS';
import { FEATURE_OVERLAYS } from '../constants/FEATURE_OVERLAYS';
import { FEATURE_PAGES } from '../constants/FEATURE_PAGES';
import { FEATURE_SLOTS } from '../constants/FEATURE_SLOTS';
import { WITHDRAW_ONLY_VIEW } from '../constants/WITHDRAW_ONLY_VIEW';

export interface PortalCompositionProps {
  brand: BrandConfig;
  /** Platform origin; '' (default) means same origin through the proxy. */
  apiBaseUrl?: string;
  /** Made by startPortal before the first render, with the start calls on their way. */
  runtime?: PlatformRuntime;
}

const overlayIds = new Set(FEATURE_OVERLAYS.map((overlay) => overlay.id));
const overlays = FEATURE_OVERLAYS.map((overlay) => overlay.element);

/** The whole portal, the same for every brand: the shell with every feature's pages, overlays, slots and catalogs. */
export function PortalComposition({ brand, apiBaseUrl = '', runtime }: PortalCompositionProps) {
  return (
    <PortalApp
      brand={brand}
      pages={FEATURE_PAGES}
      modals={overlays}
      slots={FEATURE_SLOTS}
      withdrawOnlyView={WITHDRAW_ONLY_VIEW}
      catalogs={FEATURE_CATALOGS}
      memberCentreAvailable={overlayIds.has('memberCentre')}
      agentCentreAvailable={overlayIds.has('agentCentre')}
      apiBaseUrl={apiBaseUrl}
      runtime={runtime}
    />
  );
}
