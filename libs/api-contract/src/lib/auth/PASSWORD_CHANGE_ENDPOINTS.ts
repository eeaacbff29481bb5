import type { endpoints } from '../endpoints';

/**
 * Why a session must change its password before anything else (docs/product/accounts-and-auth.md
 * "Forced password change"): it logged in with the default weak password, or with an expired one
 * while PWDEXPFORCECHANGE3 is on.
 */
export const PASSWORD_CHANGE_REASONS = ['default_password', 'password_expired'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

/**
 * What a session that must change its password may call: who the member is (the start and a
 * handed-over token ask it of every session), the password change itself and logout. Every other
 * endpoint that needs a session refuses it with 403 `password_change_required` (value
 * `{ reason }`); a public one answers it as a guest. One list for both sides: the gateway's gate and
 * the portal, which asks for nothing else until the password is changed. No zod here (the
 * portal's start path reads it).
 */
export const PASSWORD_CHANGE_ENDPOINTS: ReadonlySet<string> = new Set(['memberInfo', 'changePassword', 'logout'] satisfies readonly (keyof typeof endpoints)[]);
