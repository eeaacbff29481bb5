import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsConsentAskedAgainState, analyticsConsentState, type AnalyticsConsent } from '../states/analyticsConsentState';
import { loadGtag, revokeGtag, sendPageView } from '../utils/gtag';
import { AnalyticsConsentBanner } from './AnalyticsConsentBanner';

/**
 * The operator's analytics tag, for a brand that has one and a platform that names its id
 * (docs/product/shell-and-navigation.md "Analytics"): asks for consent once (remembered on the
 * device), loads the tag only after an accept, and sends a page view at every route change (the
 * path and query, never the hash). A withdrawn consent stops it and removes its cookies. Asked
 * again from the footer, the banner shows while the answer given before stays in force until the
 * visitor answers.
 */
export function AnalyticsConsentHost({ gtagId }: { gtagId: string }) {
  const [consent, setConsent] = useAtom(analyticsConsentState);
  const [askedAgain, setAskedAgain] = useAtom(analyticsConsentAskedAgainState);
  const { pathname, search } = useLocation();
  const granted = consent === 'granted';

  useEffect(() => {
    if (granted) loadGtag(gtagId);
    else revokeGtag(gtagId);
  }, [granted, gtagId]);

  useEffect(() => {
    if (granted) sendPageView(pathname + search);
  }, [granted, pathname, search]);

  if (consent !== null && !askedAgain) return null;
  const answer = (value: Exclude<AnalyticsConsent, null>) => {
    setConsent(value);
    setAskedAgain(false);
  };
  return <AnalyticsConsentBanner onAccept={() => answer('granted')} onReject={() => answer('denied')} focusOnShow={askedAgain} />;
}
