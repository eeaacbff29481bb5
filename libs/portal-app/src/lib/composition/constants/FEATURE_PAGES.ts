import { agentCatalog } from '@portal/feature-agent/catalog';
import { memberCatalog } from '@portal/feature-member/catalog';
import type { PortalPages } from '@portal/feature-shell';
import { withCatalog } from '@portal/i18n';
import { lazyComponent } from '@portal/page-kit/chunks';

/** The member and agent features' pages come with their catalogs (docs/product/performance.md "Strings load with their feature"). */
const loadAgentFeature = withCatalog(agentCatalog, () => import('@portal/feature-agent'));
const loadMemberFeature = withCatalog(memberCatalog, () => import('@portal/feature-member'));

/**
 * The feature pages on the portal's routes (docs/product/shell-and-navigation.md; the shell owns home, promotions, help centre and
 * download itself). Mounting a page is one line here; every brand shows it, no edit in `apps/`.
 */
export const FEATURE_PAGES: PortalPages = {
  register: lazyComponent(() => import('@portal/feature-auth'), 'RegisterPage'),
  login: lazyComponent(() => import('@portal/feature-auth'), 'LoginPage'),
  lobby: lazyComponent(() => import('@portal/feature-games/lobby'), 'LobbyPage'),
  game: lazyComponent(() => import('@portal/feature-games/play'), 'GamePage'),
  seamless: lazyComponent(() => import('@portal/feature-games/play'), 'SeamlessPage'),
  lottery: lazyComponent(() => import('@portal/feature-games/lottery'), 'LotteryPage'),
  vnlottery: lazyComponent(() => import('@portal/feature-games/lottery'), 'VnLotteryPage'),
  elott: lazyComponent(() => import('@portal/feature-games/lottery'), 'ElottPage'),
  agentLogin: lazyComponent(loadAgentFeature, 'AgentLoginPage'),
  pointMall: lazyComponent(loadMemberFeature, 'PointMallPage'),
};
