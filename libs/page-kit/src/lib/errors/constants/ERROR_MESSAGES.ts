import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorKey } from '@portal/api-contract';

/**
 * The one translated message of every error key the platform sends (api-contract's `ERROR_KEY`).
 * A `Record` over `ErrorKey`: a key added to the contract without a message here does not compile,
 * and `ERROR_MESSAGES.test.ts` fails when a message lacks a translation in one of the six locales.
 */
export const ERROR_MESSAGES: Record<ErrorKey, MessageDescriptor> = {
  invalid_request: msg`Some information is not valid, please check the form`,
  not_logged_in: msg`You are not logged in`,
  session_expired: msg`Your session has expired. Please log in again.`,
  too_many_requests: msg`Too many requests, please try again later`,
  idempotency_key_reused: msg`This request was already sent with other details. Please refresh the page and try again.`,
  username_or_password_error: msg`Wrong username or password`,
  captcha_required: msg`Please enter the verification code shown in the image`,
  captcha_check_failed: msg`Captcha check failed, please try again`,
  account_locked: msg`Too many failed attempts: the account is locked for a few minutes`,
  two_factor_required: msg`Enter the code of your authenticator app to finish logging in`,
  two_factor_code_invalid: msg`Wrong verification code`,
  two_factor_challenge_invalid: msg`The verification has expired or had too many wrong codes: please log in again`,
  only_agents_can_log_in: msg`Only agents can log in`,
  non_member_cannot_log_in: msg`Non-member cannot log in`,
  not_in_your_team: msg`This member is not in your team`,
  not_direct_downline_agent: msg`Contracts can only be offered to your direct downline agents`,
  contract_rate_too_high: msg`A rate cannot be higher than the best rate of your own contract`,
  contract_request_pending: msg`This agent already has an open offer of this kind`,
  contract_request_closed: msg`This offer was already answered`,
  no_contract: msg`You need a contract of this kind first`,
  username_exists: msg`This username is already taken`,
  mobile_exists: msg`This mobile number is already registered`,
  mobile_not_registered: msg`This mobile number is not registered`,
  invitation_code_error: msg`Invalid invitation code`,
  invalid_verification_code: msg`Invalid or missing verification code`,
  code_expired: msg`The verification code has expired, please request a new one`,
  sms_resend_too_soon: msg`A code was just sent: please wait before requesting another`,
  username_or_email_not_exist: msg`Username or e-mail does not exist`,
  old_password_error: msg`The old password is wrong`,
  inconsistent_twice: msg`The two passwords are inconsistent`,
  operation_not_allowed: msg`Operation not allowed`,
  insufficient_balance: msg`Your balance is not enough for this amount`,
  insufficient_points: msg`You do not have enough points`,
  password_error: msg`Wrong password`,
  out_of_stock: msg`This item is out of stock`,
  already_claimed: msg`You have already claimed this`,
  not_found: msg`This item is no longer available`,
  in_need_true_account: msg`This needs a real account. Register a real account to use it.`,
  in_please_information: msg`This needs a real account with complete information`,
  game_maintenance: msg`This game is under maintenance. Please try again later.`,
};
