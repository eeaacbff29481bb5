import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsConsentState } from '../states/analyticsConsentState';
import { loadGtag, revokeGtag, sendPageView } from '../utils/gtag';
import { AnalyticsConsentBanner } from './AnalyticsConsentBanner';

/**
 * The operator's analytics tag, for a brand that has one and a platform that names its id
 * (docs/product/shell-and-navigation.md "Analytics"): asks for consent once (remembered on the
 * device), loads the tag only after an accept, and sends a page view at every route change (the
 * path and query, never the hash). A withdrawn consent stops it and removes its cookies.
 */
export function AnalyticsConsentHost({ gtagId }: { gtagId: string }) {
  const [consent, setConsent] = useAtom(analyticsConsentState);
  const { pathname, search } = useLocation();
  const granted = consent === 'granted';

  useEffect(() => {
    if (granted) loadGtag(gtagId);
    else revokeGtag();
  }, [granted, gtagId]);

  useEffect(() => {
    if (granted) sendPageView(pathname + search);
  }, [granted, pathname, search]);

  if (consent !== null) return null;
  return <AnalyticsConsentBanner onAccept={() => setConsent('granted')} onReject={() => setConsent('denied')} />;
}
