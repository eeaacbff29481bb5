import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginResult } from '@portal/api-contract';

/** The login history's result column. */
export const LOGIN_RESULT_LABELS: Record<LoginResult, MessageDescriptor> = {
  success: msg`Logged in`,
  wrong_password: msg`Wrong password`,
  wrong_code: msg`Wrong verification code`,
  locked: msg`Locked after failed attempts`,
};
