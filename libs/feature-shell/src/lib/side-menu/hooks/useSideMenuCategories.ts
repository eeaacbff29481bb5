import { routes, type GameMenu } from '@portal/api-contract';
import { useBrand, type BrandConfig } from '@portal/brand';
import { endpointQuery, useEndpointQuery } from '@portal/data-access';
import { useMemo } from 'react';
import { CATEGORY_ROUTES } from '../constants/CATEGORY_ROUTES';
import { useSectionOffered } from './useSectionOffered';

export interface SideMenuCategory {
  menu: GameMenu;
  route: string;
}

/** The brand's game menus (the side menu's categories), also asked for by the start's prefetch. */
export const gameMenusQuery = (platform: BrandConfig['platform']) => endpointQuery(routes.gameMenus, { platform }, { staleTime: 10 * 60_000 });

/**
 * The game categories that have vendors, in the side menu's order, but those the white-label menu
 * switches off (docs/product/shell-and-navigation.md). `enabled: false` where the start does not
 * ask for them (under the member centre opened by the address on a phone: no menu shows).
 */
export function useSideMenuCategories(enabled = true) {
  const brand = useBrand();
  const { endpoint, params, options } = gameMenusQuery(brand.platform);
  const query = useEndpointQuery(endpoint, params, { ...options, enabled });
  const offered = useSectionOffered();
  const categories = useMemo<SideMenuCategory[]>(() => {
    const menus = query.data ?? [];
    return CATEGORY_ROUTES.flatMap(({ category, route }) => {
      const menu = menus.find((item) => item.gameType === category);
      return menu && menu.cards.length > 0 && offered(route) ? [{ menu, route }] : [];
    });
  }, [query.data, offered]);
  return { ...query, categories };
}
