import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@portal/brand';
import { usePermission } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { analyticsConsentAskedAgainState } from '../states/analyticsConsentState';

/**
 * "Analytics cookies" in the footer, where analytics is configured: asks again (the consent banner
 * shows, the answer already given staying in force until the visitor answers), so a visitor can
 * withdraw or give consent as easily as at first (docs/product/shell-and-navigation.md "Analytics").
 */
export function AnalyticsChoicesButton() {
  const { t } = useLingui();
  const brand = useBrand();
  const gtagId = usePermission().data?.analytics.gtagId;
  const askAgain = useSetAtom(analyticsConsentAskedAgainState);
  if (!brand.analytics?.gtag || !gtagId) return null;
  return (
    <>
      {' · '}
      <button type="button" onClick={() => askAgain(true)}>
        {t`Analytics cookies`}
      </button>
    </>
  );
}
