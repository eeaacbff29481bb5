import { useLingui } from '@lingui/react';
import { useBrand } from '@portal/brand';
import { sessionTokenState } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After each login (a new token, not a reload of a kept session) the brand's risk-of-harm warning
 * shows as a notice that does not block play, with a way to the responsible-gaming page. The
 * notice and the toast queue load with the first login, not with everyone's first screen
 * (showRiskNotice).
 */
export function LoginRiskNoticeEffect() {
  const { i18n } = useLingui();
  const brand = useBrand();
  const navigate = useNavigate();
  const token = useAtomValue(sessionTokenState);
  const previous = useRef(token);
  useEffect(() => {
    const loggedIn = token !== null && token !== previous.current;
    previous.current = token;
    if (loggedIn) void import('../utils/showRiskNotice').then(({ showRiskNotice }) => showRiskNotice(i18n, brand, navigate));
  }, [token, brand, i18n, navigate]);
  return null;
}
