import { createAtomState } from '../../states/createAtomState';

/**
 * Set by the login when the platform reports the member's first login (docs/product/accounts-and-auth.md "Login":
 * the first-login password change); features that greet or onboard new members read it and
 * reset it. Memory only.
 */
export const firstLoginState = createAtomState<boolean>({ key: 'firstLogin', defaultValue: false });
