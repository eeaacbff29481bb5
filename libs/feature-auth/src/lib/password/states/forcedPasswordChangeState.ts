import { createAtomState } from '@portal/data-access';

/**
 * The password a forced change's login was made with (default weak password, or expired with
 * PWDEXPFORCECHANGE3), so the change does not ask for it again. Memory only, never persisted:
 * after a reload the change asks for the current password. Whether the change is forced is the
 * session's mode (sessionPasswordChangeState), not this.
 */
export const forcedPasswordChangeState = createAtomState<{ oldPassword: string } | null>({ key: 'forcedPasswordChange', defaultValue: null });
