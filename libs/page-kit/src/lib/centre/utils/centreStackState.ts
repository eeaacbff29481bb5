import { CENTRE_STACK_KEY } from '../constants/CENTRE_STACK_KEY';

/**
 * Pages still to push while the stack is built, kept in the entry's history state (each step is
 * one navigation). The entry keeps that state after the build: `id` makes it good once (the tab's
 * sessionStorage says which build is under way), so coming back to the entry pushes nothing.
 */
export interface CentreStackState {
  centreStack?: { param: string; id: string; pages: string[] };
}

/** The tab's sessionStorage's value for a build of the stack under way (`CENTRE_STACK_KEY` + param). */
export const building = (id: string) => `building:${id}`;

export const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The pages an entry's history state still has to push for the centre `param`, while that build is under way. */
export function pendingBuild(state: unknown, param: string): NonNullable<CentreStackState['centreStack']> | undefined {
  const pending = (state as CentreStackState | null)?.centreStack;
  return pending?.param === param && pending.pages.length > 0 && storage()?.getItem(CENTRE_STACK_KEY + param) === building(pending.id) ? pending : undefined;
}

/**
 * The address opens the centre `param`, or is the entry its history is being built over on a
 * phone (the entry without the centre, with the pages still to push): the centre is on its way.
 * Once built, that entry is the page under the centre again.
 */
export function addressOpensCentre(location: { search: string; state: unknown }, param: string): boolean {
  return new URLSearchParams(location.search).has(param) || pendingBuild(location.state, param) !== undefined;
}
