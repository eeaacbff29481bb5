import { usePermission, useWhitelabelMenu } from '@portal/data-access';
import { useCallback, useMemo } from 'react';

/**
 * Whether the merchant's white-label menu offers the section at a route
 * (docs/product/shell-and-navigation.md "White-label menu"): a section switched off (`enabled:
 * false`) is left out of the side menu, the phone's games sheet and bottom bar. The menu the portal
 * asked for after the start (`/wps/system/whitelabel`, never asked for here) wins over the
 * permission's copy, which the first screen uses. Home is always offered.
 */
export function useSectionOffered(): (route: string) => boolean {
  const startMenus = usePermission().data?.whitelabel.menus;
  const menus = useWhitelabelMenu(false).data?.menus ?? startMenus;
  const off = useMemo(() => new Set(menus?.filter((section) => !section.enabled).map((section) => section.route)), [menus]);
  return useCallback((route: string) => route === '/' || !off.has(route), [off]);
}
