import { AgentCentreGate } from '../components/AgentCentreGate';
import { featureOverlay, type FeatureOverlay } from '../utils/featureOverlay';

/**
 * Portal-wide overlays, each its own chunk. Mounting one is one line here, e.g. the personal centre:
 * `featureOverlay('memberCentre', () => import('@portal/feature-member').then((m) => m.PersonalCentre)),`
 * (its id also turns on the shell's deposit, withdraw and member-centre entries).
 */
export const FEATURE_OVERLAYS: readonly FeatureOverlay[] = [
  // Account modals and the free-play flow.
  featureOverlay('auth', () => import('@portal/feature-auth').then((m) => m.AuthModals)),
  // The personal centre, opened by `?member=<pageId>` on any route.
  featureOverlay('memberCentre', () => import('@portal/feature-member').then((m) => m.PersonalCenterOverlay)),
  // The agent centre, opened by `?agent=<pageId>` or the avatar menu (agent types only).
  { id: 'agentCentre', element: <AgentCentreGate key="agentCentre" /> },
];
