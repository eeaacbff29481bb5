import { useLingui } from '@lingui/react/macro';
import type { Whitelabel } from '@portal/api-contract';
import { portalAlertState, useWhitelabelMenu } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The white-label menu's sections (docs/product/shell-and-navigation.md "White-label menu"): a route
 * whose section the merchant switched off (`enabled: false`) is not offered; opening it (an old
 * link, a bookmark) goes home with a notice. The menu is asked for with `/wps/system/whitelabel`
 * (no token) after the start; until it answers, the permission's copy counts.
 */
export function useSectionGuard(enabled: boolean, startMenus: Whitelabel['menus'] | undefined) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setAlert = useSetAtom(portalAlertState);
  const menus = useWhitelabelMenu(enabled).data?.menus ?? startMenus;
  const off = menus?.some((section) => !section.enabled && section.route === pathname && pathname !== '/');
  useEffect(() => {
    if (!off) return;
    navigate('/', { replace: true });
    setAlert({ tone: 'info', title: t`Not available`, message: t`This section is not offered on this site.`, confirmLabel: t`OK` });
  }, [off, navigate, setAlert, t]);
}
