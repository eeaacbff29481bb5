import type { RegisterRule } from '@portal/api-contract';

/**
 * Rules used while the platform's register settings have not arrived (or lack a field), so a
 * form is never left without validation. The platform's own rules always win.
 */
export const FALLBACK_RULES = {
  username: { enabled: true, required: true, acceptedPattern: '*', minLength: 1, maxLength: 64, patternId: 'any' },
  email: { enabled: true, required: true, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 100, patternId: 'email' },
  password: { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'password' },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, patternId: 'phone' },
} satisfies Record<string, RegisterRule>;
