import {
  AGENT_CENTRE_PARAM,
  MEMBER_CENTRE_PARAM,
  activeModalState,
  firstLoginState,
  sessionPasswordChangeState,
  sessionTokenState,
  type PortalModal,
} from '@portal/data-access';
import { agentCatalog } from '@portal/feature-agent/catalog';
import { memberCatalog } from '@portal/feature-member/catalog';
import { PORTAL_ROUTES } from '@portal/feature-shell';
import { withCatalog } from '@portal/i18n';
import { lazyComponent } from '@portal/page-kit/chunks';
import { useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import { featureOverlay, type FeatureOverlay, type OverlayDemand } from '../utils/featureOverlay';

/**
 * The member centre's code with its catalog; opened by its address, the page the address names is
 * asked for beside the centre's code, not after it (nor after its first render).
 */
const loadMemberCentre = withCatalog(memberCatalog, () => {
  if (new URLSearchParams(window.location.search).has(MEMBER_CENTRE_PARAM))
    void import('@portal/feature-member/addressed-page').then((m) => m.preloadMemberCentrePage());
  return import('@portal/feature-member/overlay');
});
const loadAgentCentre = withCatalog(agentCatalog, () => import('@portal/feature-agent/overlay'));

/**
 * Portal-wide overlays, each its own chunk, loaded when they open (docs/product/performance.md).
 * Mounting one is one line here, e.g. the member centre:
 * `featureOverlay('memberCentre', lazyComponent(() => import('@portal/feature-member/overlay'), 'MemberCentreOverlay'), useDemand)`
 * (its id also turns on the shell's deposit, withdraw and member-centre entries).
 */
export const FEATURE_OVERLAYS: readonly FeatureOverlay[] = [
  // Account modals and the free-play flow: open when a modal is asked for, to welcome a first login,
  // or while the session must change its password (the forced change, even after a reload).
  featureOverlay(
    'auth',
    lazyComponent(() => import('@portal/feature-auth/modals'), 'AuthModals'),
    useAuthDemand,
  ),
  // The member centre, opened by `?member=<pageId>` on any route.
  featureOverlay('memberCentre', lazyComponent(loadMemberCentre, 'MemberCentreOverlay'), useMemberCentreDemand),
  // The agent centre, opened by `?agent=<pageId>` (the avatar menu of agent types writes it).
  featureOverlay('agentCentre', lazyComponent(loadAgentCentre, 'AgentCentre'), useAgentCentreDemand),
];

/** The agent login's route. */
const AGENT_LOGIN_PATH = PORTAL_ROUTES.find((route) => route.page === 'agentLogin')?.path;

/** The modals AuthModals draws (the shell draws download, notice and help itself). */
const AUTH_MODALS: readonly PortalModal[] = ['login', 'register', 'registerSuccess', 'changePassword', 'forgetPassword', 'logoutConfirm', 'freePlay'];

function useAuthDemand(): OverlayDemand {
  const modal = useAtomValue(activeModalState);
  const firstLogin = useAtomValue(firstLoginState);
  const token = useAtomValue(sessionTokenState);
  const passwordChange = useAtomValue(sessionPasswordChangeState);
  return (modal !== null && AUTH_MODALS.includes(modal)) || (firstLogin && Boolean(token)) || (passwordChange !== null && Boolean(token)) ? 'now' : 'soon';
}

function useMemberCentreDemand(): OverlayDemand {
  const [params] = useSearchParams();
  const token = useAtomValue(sessionTokenState);
  if (params.has(MEMBER_CENTRE_PARAM)) return 'now';
  return token ? 'soon' : 'never';
}

/**
 * Only agents open it, and rarely: its code loads when its address is there, and is warmed on the
 * agent login page (which lands in it) at the visitor's first key or pointer move.
 */
function useAgentCentreDemand(): OverlayDemand {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (params.has(AGENT_CENTRE_PARAM)) return 'now';
  return pathname === AGENT_LOGIN_PATH ? 'soon' : 'never';
}
