import type { PortalPageId } from './PORTAL_ROUTES';
import { lazyPage } from '@portal/page-kit/chunks';

/** The shell's own pages, each its own lazy chunk; a brand app's `pages` win over these. */
export const SHELL_PAGES: Partial<Record<PortalPageId, ReturnType<typeof lazyPage>>> = {
  home: lazyPage(() => import('../../home/components/HomePage').then((module) => ({ default: module.HomePage }))),
  promotions: lazyPage(() => import('../../promotions/components/PromotionsPage').then((module) => ({ default: module.PromotionsPage }))),
  helpmc: lazyPage(() => import('../../help/components/HelpCentrePage').then((module) => ({ default: module.HelpCentrePage }))),
  download: lazyPage(() => import('../../download/components/DownloadPage').then((module) => ({ default: module.DownloadPage }))),
};
