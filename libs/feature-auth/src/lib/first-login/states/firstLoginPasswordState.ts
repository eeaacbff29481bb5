import { createAtomState } from '@portal/data-access';

/**
 * The password a first login was made with (a password login only), so the first-login password
 * change does not ask for it again. Memory only, never persisted; cleared when the dialog closes.
 */
export const firstLoginPasswordState = createAtomState<string | null>({ key: 'firstLoginPassword', defaultValue: null });
