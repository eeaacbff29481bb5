import { useLingui } from '@lingui/react';
import { useBrand } from '@portal/brand';
import { sessionTokenState } from '@portal/data-access';
import { useMemberCentreAddress } from '@portal/page-kit';
import { useLatest } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';

/**
 * After each login (a new token, not a reload of a kept session) the brand's risk-of-harm warning
 * shows as a notice that does not block play, with a way to the responsible-gaming page. The
 * notice and the toast queue load with the first login, not with everyone's first screen
 * (showRiskNotice).
 */
export function LoginRiskNoticeEffect() {
  const { i18n } = useLingui();
  const brand = useBrand();
  // The notice's button opens the page over the route the player is on when pressing it.
  const goTo = useLatest(useMemberCentreAddress().goTo);
  const token = useAtomValue(sessionTokenState);
  const previous = useRef(token);
  useEffect(() => {
    const loggedIn = token !== null && token !== previous.current;
    previous.current = token;
    if (loggedIn) void import('../utils/showRiskNotice').then(({ showRiskNotice }) => showRiskNotice(i18n, brand, () => goTo.current('responsibleGaming')));
  }, [token, brand, i18n, goTo]);
  return null;
}
