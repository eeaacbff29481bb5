import { lazyComponent, useLazyReady } from '@portal/page-kit/chunks';
import type { Viewport } from '@portal/ui-kit';
import type { RouteLayout } from '../../routes/constants/PORTAL_ROUTES';

/**
 * The side menu's code is not in the start bundle (docs/product/performance.md): a phone never
 * shows it at the start (it is the drawer's, docs/product/phone-layout.md), and on wider windows
 * it comes beside the start's calls, which the start frame waits for anyway.
 */
const SideMenu = lazyComponent(() => import('../components/SideMenu'), 'SideMenu');

export const preloadSideMenu = () => void SideMenu.preload();

/** The side menu once its code is in (the start frame waits while it is `pending`). */
export function useSideMenu(wanted: boolean) {
  const { ready, pending } = useLazyReady(SideMenu, wanted);
  return { Part: ready ? SideMenu : undefined, pending };
}

/** A route's layout shows the side menu at this width (a phone shows it in the drawer instead). */
export const showsSideMenu = (layout: RouteLayout, viewport: Viewport) => layout.sideMenu && viewport !== 'phone';
