import type { Viewport } from '@portal/ui-kit';
import type { RouteLayout } from '../../routes/constants/PORTAL_ROUTES';
import { lazyPart } from '../../routes/utils/lazyPart';

/**
 * The side menu's code is not in the start bundle (docs/product/performance.md): a phone never
 * shows it at the start (it is the drawer's, docs/product/phone-layout.md), and on wider windows
 * it comes beside the start's calls, which the start frame waits for anyway.
 */
const sideMenu = lazyPart(() => import('../components/SideMenu').then((module) => module.SideMenu), 'the side menu');

export const preloadSideMenu = sideMenu.preload;
export const useSideMenu = sideMenu.usePart;

/** A route's layout shows the side menu at this width (a phone shows it in the drawer instead). */
export const showsSideMenu = (layout: RouteLayout, viewport: Viewport) => layout.sideMenu && viewport !== 'phone';
