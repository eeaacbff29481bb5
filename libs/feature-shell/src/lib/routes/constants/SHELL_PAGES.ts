import { lazyComponent } from '@portal/page-kit/chunks';
import type { PortalPages } from '../components/PortalRoutes';

/** The shell's own pages, each its own chunk; a brand app's `pages` win over these. */
export const SHELL_PAGES: PortalPages = {
  home: lazyComponent(() => import('../../home/components/HomePage'), 'HomePage'),
  promotions: lazyComponent(() => import('../../promotions/components/PromotionsPage'), 'PromotionsPage'),
  helpmc: lazyComponent(() => import('../../help/components/HelpCentrePage'), 'HelpCentrePage'),
  download: lazyComponent(() => import('../../download/components/DownloadPage'), 'DownloadPage'),
};
