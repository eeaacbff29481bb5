import { createAtomState } from '../../states/createAtomState';

/** The logged-in username; sessionStorage `username`. */
export const sessionUsernameState = createAtomState<string | null>({ key: 'username', defaultValue: null, persist: 'session' });
