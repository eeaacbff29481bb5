import { lazyComponent, useLazyReady } from '@portal/page-kit/chunks';

/**
 * The header's logged-in part loads only for a member (docs/product/performance.md): a guest's
 * start does not carry the avatar menu, balance, messages and session clock.
 */
const MemberActions = lazyComponent(() => import('../components/MemberActions'), 'MemberActions');

/** Asks for the header's member part before React renders, when a session is stored (startQuerySteps). */
export const preloadMemberActions = () => void MemberActions.preload();

/** The member part once its code is in (the start frame waits while it is `pending`), rendered as if it had always been there. */
export function useMemberActions(loggedIn: boolean) {
  const { ready, pending } = useLazyReady(MemberActions, loggedIn);
  return { MemberActions: ready ? MemberActions : undefined, pending };
}
