import { agentCatalog } from '@portal/feature-agent/catalog';
import { memberCatalog } from '@portal/feature-member/catalog';
import type { PortalPages } from '@portal/feature-shell';
import { withCatalog } from '@portal/i18n';
import { featurePage } from '../utils/featurePage';

/**
 * The feature pages on the portal's routes (docs/product/shell-and-navigation.md; the shell owns home, promotions, help centre and
 * download itself). Mounting a page is one line here; every brand shows it, no edit in `apps/`.
 */
export const FEATURE_PAGES: PortalPages = {
  register: featurePage(() => import('@portal/feature-auth').then((m) => m.RegisterPage)),
  login: featurePage(() => import('@portal/feature-auth').then((m) => m.LoginPage)),
  lobby: featurePage(() => import('@portal/feature-games/lobby').then((m) => m.LobbyPage)),
  game: featurePage(() => import('@portal/feature-games/play').then((m) => m.GamePage)),
  seamless: featurePage(() => import('@portal/feature-games/play').then((m) => m.SeamlessPage)),
  lottery: featurePage(() => import('@portal/feature-games/lottery').then((m) => m.LotteryPage)),
  vnlottery: featurePage(() => import('@portal/feature-games/lottery').then((m) => m.VnLotteryPage)),
  elott: featurePage(() => import('@portal/feature-games/lottery').then((m) => m.ElottPage)),
  agentLogin: featurePage(withCatalog(agentCatalog, () => import('@portal/feature-agent').then((m) => m.AgentLoginPage))),
  pointMall: featurePage(withCatalog(memberCatalog, () => import('@portal/feature-member').then((m) => m.PointMallPage))),
};
