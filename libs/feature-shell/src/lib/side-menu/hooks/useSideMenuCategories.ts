import { routes, type GameMenu } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useEndpointQuery } from '@portal/data-access';
import { useMemo } from 'react';
import { CATEGORY_ROUTES } from '../constants/CATEGORY_ROUTES';

export interface SideMenuCategory {
  menu: GameMenu;
  route: string;
}

/** The game categories that have vendors, in the side menu's order (docs/product/shell-and-navigation.md). */
export function useSideMenuCategories() {
  const brand = useBrand();
  const query = useEndpointQuery(routes.gameMenus, { platform: brand.platform }, { staleTime: 10 * 60_000 });
  const categories = useMemo<SideMenuCategory[]>(() => {
    const menus = query.data ?? [];
    return CATEGORY_ROUTES.flatMap(({ category, route }) => {
      const menu = menus.find((item) => item.gameType === category);
      return menu && menu.cards.length > 0 ? [{ menu, route }] : [];
    });
  }, [query.data]);
  return { ...query, categories };
}
