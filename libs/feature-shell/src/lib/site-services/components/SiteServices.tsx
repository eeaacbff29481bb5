import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { useDomainRoutes, usePermission } from '@portal/data-access';
import { useIdle } from '@portal/ui-kit';
import { ToastRegion } from '@portal/ui-kit/toast';
import { InstalledApp } from '../../installed-app/components/InstalledApp';
import { useImageCdnChoice } from '../hooks/useImageCdnChoice';
import { useSectionGuard } from '../hooks/useSectionGuard';
import { isOwnDomain } from '../utils/isOwnDomain';
import { AnalyticsConsentHost } from './AnalyticsConsentHost';
import { InvalidDomainPage } from './InvalidDomainPage';

/**
 * What the portal does with the platform's permission info once it has started, out of the start
 * bundle and after the first screen (docs/product/shell-and-navigation.md): the domain check, the
 * white-label menu's sections, the choice of an image CDN, the operator's analytics tag with
 * the visitor's consent, and the portal as an installed app (its service worker, the offline
 * screen, the update prompt: docs/product/installed-app.md). Rendered once, inside the router. It also holds the portal's one toast
 * region: `toast()` (a reward redeemed, the login's play-responsibly notice) queues a message,
 * and the region shows the queue at the bottom of the screen (docs/product/accessibility-and-locale.md "Announcements").
 */
export function SiteServices() {
  const { t } = useLingui();
  const brand = useBrand();
  const { data: permission } = usePermission();
  // Once the browser has had a quiet moment after the portal showed: not competing with the start.
  const afterStart = useIdle(3000);
  const domains = useDomainRoutes(afterStart);
  useSectionGuard(afterStart, permission?.whitelabel.menus);
  useImageCdnChoice(permission?.imageCDNs, permission?.whitelabel.logoUrl, afterStart);
  const gtagId = brand.analytics?.gtag ? permission?.analytics.gtagId : null;
  return (
    <>
      <ToastRegion label={t`Notifications`} dismissLabel={t`Dismiss`} placement="bottom" />
      {gtagId ? <AnalyticsConsentHost gtagId={gtagId} /> : null}
      {domains.data && !isOwnDomain(window.location.hostname, domains.data) ? <InvalidDomainPage /> : null}
      <InstalledApp />
    </>
  );
}
