import { createAtomState } from '../../states/createAtomState';

/** The raw session token (sent as `Authorization`); sessionStorage `token` (docs/product/accounts-and-auth.md Storage). */
export const sessionTokenState = createAtomState<string | null>({ key: 'token', defaultValue: null, persist: 'session' });
