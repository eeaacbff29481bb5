import { createAtomState } from '../../states/createAtomState';

/** Whether the member is agent-like (types 1, 2, 41, 42); sessionStorage `isAgent`. */
export const sessionIsAgentState = createAtomState<boolean>({ key: 'isAgent', defaultValue: false, persist: 'session' });
