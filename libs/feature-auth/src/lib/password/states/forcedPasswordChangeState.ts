import { createAtomState } from '@portal/data-access';

/**
 * A password change forced by the login (default weak password, or expired with
 * PWDEXPFORCECHANGE3): the old password is already known. Memory only, never persisted.
 */
export const forcedPasswordChangeState = createAtomState<{ oldPassword: string } | null>({ key: 'forcedPasswordChange', defaultValue: null });
