import { useLingui } from '@lingui/react/macro';
import { pickLocalizedText, useBrand } from '@portal/brand';
import { PERSONAL_CENTRE_PARAM, sessionTokenState } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Lasts long enough to read; the player can dismiss it earlier. */
const RISK_NOTICE_MS = 20_000;

/**
 * After each login (a new token, not a reload of a kept session) the brand's risk-of-harm warning
 * shows as a notice that does not block play, with a way to the responsible-gaming page.
 */
export function LoginRiskNoticeEffect() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const navigate = useNavigate();
  const token = useAtomValue(sessionTokenState);
  const previous = useRef(token);
  useEffect(() => {
    const loggedIn = token !== null && token !== previous.current;
    previous.current = token;
    if (!loggedIn) return;
    const warning =
      pickLocalizedText(brand.responsibleGaming?.riskWarning, i18n.locale, brand.defaultLanguage) ??
      t`Gambling involves a risk of financial loss and can be addictive. Only play with money you can afford to lose. 18+ only.`;
    const notice = {
      id: 'risk-warning',
      tone: 'warning' as const,
      description: warning,
      duration: RISK_NOTICE_MS,
      action: { label: t`Set limits`, onPress: () => navigate({ search: `?${PERSONAL_CENTRE_PARAM}=responsibleGaming` }) },
    };
    // The toast queue loads with the first login, not with everyone's first screen; the notice waits
    // for the dialogs the login leaves open (showRiskNotice).
    void import('../utils/showRiskNotice').then(({ showRiskNotice }) => showRiskNotice(t`Play responsibly`, notice));
  }, [token, brand, i18n.locale, navigate, t]);
  return null;
}
