import type { LoginResult } from '@portal/api-contract';
import type { BadgeTone } from '@portal/ui-kit';

/** Badge tone of each login result. */
export const LOGIN_RESULT_TONES: Record<LoginResult, BadgeTone> = {
  success: 'success',
  wrong_password: 'warning',
  wrong_code: 'warning',
  locked: 'danger',
};
