import type { ComponentType } from 'react';
import { lazyPart } from '../../routes/utils/lazyPart';

/**
 * The header's logged-in part loads only for a member (docs/product/performance.md): a guest's
 * start does not carry the avatar menu, balance, messages and session clock.
 */
const memberActions = lazyPart<ComponentType>(() => import('../components/MemberActions').then((module) => module.MemberActions), "the header's member part");

/** Asks for the header's member part before React renders, when a session is stored (startQuerySteps). */
export const preloadMemberActions = memberActions.preload;

export function useMemberActions(loggedIn: boolean) {
  const { Part, pending } = memberActions.usePart(loggedIn);
  return { MemberActions: Part, pending };
}
