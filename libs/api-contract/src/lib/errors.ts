/**
 * Message keys of `{ success: false, message }` responses that the sandbox gateway sends,
 * for the UI to map to translated texts. HTTP 400 messages are `invalid_request: <field>` or an
 * encryption error (see encryption.ts); 401 `not_logged_in` / `session_expired`; 429 `too_many_requests`
 * (or `sms_quota_exceeded`), with `{ retryAfterMs }` when the wait is known; 422 `idempotency_key_reused`.
 */
export const ERROR_KEY = {
  invalidRequest: 'invalid_request',
  notLoggedIn: 'not_logged_in',
  sessionExpired: 'session_expired',
  tooManyRequests: 'too_many_requests',
  idempotencyKeyReused: 'idempotency_key_reused',
  /** HTTP 413: the request body is over the platform's limit (value { field: '(body)', limit }). */
  payloadTooLarge: 'payload_too_large',
  /** Login: wrong username or password (value: LoginFailure). */
  loginFailed: 'username_or_password_error',
  /** Login: captcha required or wrong (value: LoginFailure with captchaRequired). */
  captchaRequired: 'captcha_required',
  captchaInvalid: 'captcha_check_failed',
  accountLocked: 'account_locked',
  /** Login: right password, the account has 2FA (value: LoginFailure with twoFactorRequired, challengeId). */
  twoFactorRequired: 'two_factor_required',
  /** loginTwoFactor: wrong code (value { remainingAttempts }); the challenge is unknown, used, expired or revoked. */
  twoFactorCodeInvalid: 'two_factor_code_invalid',
  twoFactorChallengeInvalid: 'two_factor_challenge_invalid',
  onlyAgents: 'only_agents_can_log_in',
  /** Agent login with an account that does not exist. */
  nonMember: 'non_member_cannot_log_in',
  /** 403: an agent asked for a member (or team) outside its own tree. */
  notInTeam: 'not_in_your_team',
  notDirectDownlineAgent: 'not_direct_downline_agent',
  contractRateTooHigh: 'contract_rate_too_high',
  /** A proposed tier pays more than the proposer's own contract for the same team figures (docs/product/agent-centre.md "Contract requests"). */
  contractThresholdsTooLow: 'contract_thresholds_too_low',
  /** A fixed amount below CONTRACT_FIXED_AMOUNT_RULES (value { minTurnover, minActiveMembers, maxShareOfTurnover }). */
  contractFixedAmountThresholds: 'contract_fixed_amount_thresholds',
  contractRequestPending: 'contract_request_pending',
  contractRequestClosed: 'contract_request_closed',
  noContract: 'no_contract',
  usernameTaken: 'username_exists',
  mobileTaken: 'mobile_exists',
  mobileNotFound: 'mobile_not_registered',
  invitationCodeError: 'invitation_code_error',
  verificationCodeInvalid: 'invalid_verification_code',
  verificationCodeExpired: 'code_expired',
  smsResendTooSoon: 'sms_resend_too_soon',
  /** 429: the number has had the most codes its window allows (value { retryAfterMs }; the SMS quota). */
  smsQuotaExceeded: 'sms_quota_exceeded',
  usernameOrEmailNotFound: 'username_or_email_not_exist',
  oldPasswordWrong: 'old_password_error',
  inconsistentTwice: 'inconsistent_twice',
  featureDisabled: 'operation_not_allowed',
  insufficientBalance: 'insufficient_balance',
  insufficientPoints: 'insufficient_points',
  passwordWrong: 'password_error',
  outOfStock: 'out_of_stock',
  alreadyClaimed: 'already_claimed',
  /** A reward or mission that is not ready to be claimed (rewards.endpoints.ts). */
  notClaimable: 'not_claimable',
  /** A reward, mission or raffle prize of an account linked to another account of the same person (docs/product/abuse-policy.md). */
  bonusLinkedAccount: 'bonus_linked_account',
  notFound: 'not_found',
  needTrueAccount: 'in_need_true_account',
  chatTrialBlocked: 'in_please_information',
  gameMaintenance: 'game_maintenance',
  // cashier (HTTP 4xx, value CashierFailure { field, limit?, remainingAttempts?, lockedUntil? }; docs/product/money.md)
  amountBelowMin: 'amount_below_min',
  amountAboveMax: 'amount_above_max',
  amountAboveWithdrawable: 'amount_above_withdrawable',
  tooManyPendingDeposits: 'too_many_pending_deposits',
  withdrawalDailyCountExceeded: 'withdrawal_daily_count_exceeded',
  withdrawalDailyAmountExceeded: 'withdrawal_daily_amount_exceeded',
  paymentPasswordNotSet: 'payment_password_not_set',
  paymentPasswordWrong: 'payment_password_error',
  paymentPasswordLocked: 'payment_password_locked',
  mobileNotBound: 'mobile_not_bound',
  payoutAccountLimit: 'payout_account_limit',
  payoutAccountExists: 'payout_account_exists',
  payoutHolderMismatch: 'payout_holder_mismatch',
  noUpline: 'no_upline',
  invalidStatus: 'invalid_status',
  invalidSignature: 'invalid_signature',
  // responsible gaming (value RgLimitFailure / RgExclusionFailure; docs/product/responsible-gaming.md)
  rgDepositLimitReached: 'rg_deposit_limit_reached',
  rgLossLimitReached: 'rg_loss_limit_reached',
  rgWagerLimitReached: 'rg_wager_limit_reached',
  /** 401: the session time limit ended the session (value { kind: 'session_break', until }). */
  rgSessionLimitReached: 'rg_session_limit_reached',
  rgTimeOutActive: 'rg_time_out_active',
  rgSelfExcluded: 'rg_self_excluded',
  /** Registration: the new account's device, number, e-mail or address belongs to a self-excluded person (value RgExclusionFailure). */
  rgPersonSelfExcluded: 'rg_person_self_excluded',
  rgSessionBreak: 'rg_session_break',
  /** A time-out or self-exclusion cannot be replaced by one that ends sooner. */
  rgExclusionShorter: 'rg_exclusion_cannot_be_shortened',
  // points mall (value PointsFailure { field, remainingAttempts?, lockedUntil?, minConvertPoints? }; docs/product/points-mall.md)
  passwordCheckLocked: 'password_check_locked',
  invalidQuantity: 'invalid_quantity',
  pointsBelowMinimum: 'points_below_minimum',
  pointsDisabled: 'points_disabled',
  // security centre (docs/product/security-centre.md)
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  twoFactorNotEnabled: 'two_factor_not_enabled',
  twoFactorSetupExpired: 'two_factor_setup_expired',
  /** 409: the password was changed again and again while this request checked it (docs/product/accounts-and-auth.md). */
  passwordChangedMeanwhile: 'password_changed_meanwhile',
  /** 403: the session must change its password first (value { reason }; PASSWORD_CHANGE_ENDPOINTS, docs/product/accounts-and-auth.md "Forced password change"). */
  passwordChangeRequired: 'password_change_required',
} as const;
export type ErrorKey = (typeof ERROR_KEY)[keyof typeof ERROR_KEY];
