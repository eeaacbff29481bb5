import type { PasswordChangeReason } from '@portal/api-contract';
import { createAtomState } from '../../states/createAtomState';

/** Why the session must change its password (null: the platform refused a call for it without saying why). */
export interface PasswordChangeSession {
  reason: PasswordChangeReason | null;
}

/**
 * Set while the session must change its password before anything else (docs/product/accounts-and-auth.md
 * "Forced password change"): the portal shows only the change-password dialog and asks for nothing
 * but PASSWORD_CHANGE_ENDPOINTS. sessionStorage `passwordChange`, beside the token, so a reload keeps
 * it; the platform holds the same restriction, so a call it refuses with `password_change_required`
 * sets it again should it be lost. The end of the session clears it.
 */
export const sessionPasswordChangeState = createAtomState<PasswordChangeSession | null>({ key: 'passwordChange', defaultValue: null, persist: 'session' });
