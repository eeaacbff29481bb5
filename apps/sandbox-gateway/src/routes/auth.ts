import type { Hono } from 'hono';
import {
  CAPTCHA_AFTER_FAILURES,
  ERROR_KEY,
  LOCK_AFTER_FAILURES,
  LOCK_DURATION_MS,
  REGISTER_FIELDS,
  endpoints,
  matchesRegisterRule,
  type LoginValue,
  type RegisterRules,
} from '@portal/api-contract';
import { consumeCaptcha, issueCaptcha } from '../domain/captcha';
import { hashPassword, randomDigits, verifyPassword } from '../domain/crypto';
import { insertMember, memberByAffiliateCode, memberByMobile, memberByUsername, normaliseDialingCode, TRIAL_TYPE, type MemberRow } from '../domain/members';
import { createSession, revokeSession } from '../domain/sessions';
import { featureSwitches, registerRules } from '../domain/settings';
import { consumeSmsCode, mobileKey, sendSmsCode } from '../domain/sms';
import { consumeChallenge, issueChallenge, totpSecretOf } from '../domain/two-factor';
import { postEntries } from '../domain/wallet';
import { badRequest, fail } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

/** Credited to a new registration so a fresh account can play at once. */
export const SIGNUP_BONUS_CENTS = 100_00;
export const TRIAL_BALANCE_CENTS = 2_000_00;

interface FailureRow {
  count: number;
  locked_until: number | null;
}

export function loginSuccess(gw: GatewayContext, member: MemberRow): LoginValue {
  gw.db.prepare('DELETE FROM login_failures WHERE username = ?').run(member.username);
  const token = createSession(gw, member.id);
  gw.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return {
    token,
    firstTimeLogin: member.first_login === 1,
    passwordExpired: member.password_expires_at !== null && member.password_expires_at <= gw.now(),
    id: member.id,
    userName: member.username,
  };
}

function revokeAllSessions(gw: GatewayContext, memberId: number) {
  gw.db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(gw.now(), memberId);
}

/** 400 naming the first field that breaks the merchant's register rules. */
function checkRules(rules: RegisterRules, payload: Record<string, unknown>, skip: readonly string[]) {
  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (!rule.enabled || skip.includes(field)) continue;
    const value = payload[field];
    if (typeof value === 'boolean') continue;
    if (!matchesRegisterRule(rule, typeof value === 'string' ? value : undefined)) {
      throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: rule.patternId }] });
    }
  }
}

export function authRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.captcha, ({ c }) => issueCaptcha(gw, c));

  serve(app, gw, endpoints.login, ({ input, c, merchant }) => {
    if (input.type === 'sms') {
      if (!featureSwitches(gw, merchant).MOBILEVERCODELOGIN3) throw fail(ERROR_KEY.featureDisabled);
      const member = memberByMobile(gw, input.countryDialingCode!, input.mobileNum!);
      consumeSmsCode(gw, mobileKey(input.countryDialingCode!, input.mobileNum!), 'login', input.verificationCode!);
      if (!member) throw fail(ERROR_KEY.mobileNotFound);
      return loginSuccess(gw, member);
    }
    const username = input.username!.trim();
    const now = gw.now();
    let failures = (gw.db.prepare('SELECT count, locked_until FROM login_failures WHERE username = ?').get(username) as FailureRow | undefined) ?? {
      count: 0,
      locked_until: null,
    };
    if (failures.locked_until !== null) {
      if (failures.locked_until > now) {
        throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil: failures.locked_until, remainingAttempts: 0 });
      }
      failures = { count: CAPTCHA_AFTER_FAILURES, locked_until: null }; // lock served: captcha still required
    }
    const recordFailure = (message: string) => {
      const count = failures.count + 1;
      const lockedUntil = count >= LOCK_AFTER_FAILURES ? now + LOCK_DURATION_MS : null;
      gw.db
        .prepare(
          'INSERT INTO login_failures (username, count, locked_until) VALUES (?, ?, ?) ON CONFLICT (username) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until',
        )
        .run(username, count, lockedUntil);
      if (lockedUntil) throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil, remainingAttempts: 0 });
      return fail(message, { captchaRequired: count >= CAPTCHA_AFTER_FAILURES, remainingAttempts: LOCK_AFTER_FAILURES - count });
    };
    if (failures.count >= CAPTCHA_AFTER_FAILURES) {
      if (!input.captcha) throw fail(ERROR_KEY.captchaRequired, { captchaRequired: true, remainingAttempts: LOCK_AFTER_FAILURES - failures.count });
      if (!consumeCaptcha(gw, c, input.captcha)) throw recordFailure(ERROR_KEY.captchaInvalid);
    }
    const member = memberByUsername(gw, username);
    if (!member || !verifyPassword(input.password!, member.password_hash)) throw recordFailure(ERROR_KEY.loginFailed);
    if (totpSecretOf(gw, member.id)) {
      // Right password, no token yet: the second step (loginTwoFactor) finishes the login.
      throw fail(ERROR_KEY.twoFactorRequired, { captchaRequired: false, twoFactorRequired: true, ...issueChallenge(gw, member.id) });
    }
    return loginSuccess(gw, member);
  });

  serve(app, gw, endpoints.loginTwoFactor, ({ input }) => {
    const memberId = consumeChallenge(gw, input.challengeId, input.code);
    return loginSuccess(gw, memberByIdOrThrow(gw, memberId));
  });

  serve(app, gw, endpoints.freePlayLogin, ({ merchant }) => {
    if (!featureSwitches(gw, merchant).FREEPLAY3) throw fail(ERROR_KEY.featureDisabled);
    const id = gw.db.transaction(() => {
      const memberId = insertMember(gw, {
        username: `guest${randomDigits(8)}`,
        passwordHash: hashPassword(randomDigits(16)),
        type: TRIAL_TYPE,
        nickname: 'Guest',
        merchant,
        firstLogin: false,
      });
      postEntries(gw, memberId, [{ wallet: 'MAIN', amount: TRIAL_BALANCE_CENTS, kind: 'trial_credit' }]);
      return memberId;
    })();
    return loginSuccess(gw, memberByIdOrThrow(gw, id));
  });

  serve(app, gw, endpoints.logout, ({ token }) => {
    revokeSession(gw, token!);
    return null;
  });

  serve(app, gw, endpoints.register, ({ input, c, merchant }) => {
    const switches = featureSwitches(gw, merchant);
    if (!switches.USERNAMEREG3) throw fail(ERROR_KEY.featureDisabled);
    const rules = registerRules(gw, merchant);
    checkRules(rules, input, ['captcha', 'verificationCode']);
    if (rules.captcha.enabled && (rules.captcha.required || input.captcha) && !consumeCaptcha(gw, c, input.captcha)) {
      throw fail(ERROR_KEY.captchaInvalid);
    }
    const code = input.affiliateCode || input.referralCode;
    const upline = code ? memberByAffiliateCode(gw, code) : null;
    if (code && !upline) throw fail(ERROR_KEY.invitationCodeError);
    if (memberByUsername(gw, input.username)) throw fail(ERROR_KEY.usernameTaken);
    if (input.mobileNum && input.countryDialingCode) {
      if (memberByMobile(gw, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileTaken);
      if (switches.REGMBVERF3 && rules.verificationCode.enabled && rules.verificationCode.required) {
        consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'register', input.verificationCode ?? '');
      }
    }
    const id = createAccount(gw, {
      username: input.username,
      password: input.password,
      merchant,
      uplineId: upline?.id ?? null,
      countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? '+55') : null,
      mobileNum: input.mobileNum ?? null,
      email: input.email ?? null,
      nickname: input.payeeName,
    });
    return loginSuccess(gw, memberByIdOrThrow(gw, id));
  });

  serve(app, gw, endpoints.mobileRegister, ({ input, merchant }) => {
    const switches = featureSwitches(gw, merchant);
    if (!switches.MOBILENUMREG3) throw fail(ERROR_KEY.featureDisabled);
    const rules = registerRules(gw, merchant);
    checkRules(rules, input, ['username', 'captcha', 'verificationCode']);
    const code = input.affiliateCode || input.referralCode;
    const upline = code ? memberByAffiliateCode(gw, code) : null;
    if (code && !upline) throw fail(ERROR_KEY.invitationCodeError);
    if (memberByMobile(gw, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileTaken);
    consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'register', input.verificationCode);
    let username: string;
    do username = `m${randomDigits(9)}`;
    while (memberByUsername(gw, username));
    const id = createAccount(gw, {
      username,
      password: input.password,
      merchant,
      uplineId: upline?.id ?? null,
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum,
      email: input.email ?? null,
      nickname: input.payeeName,
    });
    return loginSuccess(gw, memberByIdOrThrow(gw, id));
  });

  serve(app, gw, endpoints.smsRegister, ({ input, merchant }) => {
    if (!featureSwitches(gw, merchant).MOBILENUMREG3 && !featureSwitches(gw, merchant).REGMBVERF3) throw fail(ERROR_KEY.featureDisabled);
    if (memberByMobile(gw, input.countryDialingCode, input.mobileNo)) throw fail(ERROR_KEY.mobileTaken);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNo), 'register');
  });

  serve(app, gw, endpoints.smsLogin, ({ input, merchant }) => {
    if (!featureSwitches(gw, merchant).MOBILEVERCODELOGIN3) throw fail(ERROR_KEY.featureDisabled);
    if (!memberByMobile(gw, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileNotFound);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'login');
  });

  serve(app, gw, endpoints.smsNoLogin, ({ input }) => {
    if (!memberByMobile(gw, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileNotFound);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'password');
  });

  serve(app, gw, endpoints.passwordByPhone, ({ input, merchant }) => {
    if (!featureSwitches(gw, merchant).CHNGPASSVERIF3) throw fail(ERROR_KEY.featureDisabled);
    checkPassword(gw, merchant, input.newPassword, 'newPassword');
    const member = memberByMobile(gw, input.countryDialingCode, input.mobileNum);
    consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'password', input.verificationCode);
    if (!member) throw fail(ERROR_KEY.mobileNotFound);
    setPassword(gw, member.id, input.newPassword);
    return loginSuccess(gw, memberByIdOrThrow(gw, member.id));
  });

  serve(app, gw, endpoints.forgotPasswordEmail, ({ input }) => {
    const member = memberByUsername(gw, input.username);
    if (!member || !member.email || member.email.toLowerCase() !== input.email.toLowerCase()) throw fail(ERROR_KEY.usernameOrEmailNotFound);
    gw.db
      .prepare('INSERT INTO outbox_email (username, email, subject, created_at) VALUES (?, ?, ?, ?)')
      .run(member.username, member.email, 'Reset your password', gw.now());
    return null;
  });

  serve(app, gw, endpoints.changePassword, ({ input, member, merchant }) => {
    if (!verifyPassword(input.oldPassword, member!.password_hash)) throw fail(ERROR_KEY.oldPasswordWrong);
    checkPassword(gw, merchant, input.newPassword, 'newPassword');
    setPassword(gw, member!.id, input.newPassword);
    return null;
  });
}

function checkPassword(gw: GatewayContext, merchant: string, password: string, field: string) {
  if (!matchesRegisterRule({ ...registerRules(gw, merchant).password, required: true }, password)) {
    throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: 'password' }] });
  }
}

function setPassword(gw: GatewayContext, memberId: number, password: string) {
  gw.db.prepare('UPDATE members SET password_hash = ?, password_expires_at = NULL WHERE id = ?').run(hashPassword(password), memberId);
  revokeAllSessions(gw, memberId);
}

function memberByIdOrThrow(gw: GatewayContext, id: number): MemberRow {
  const member = gw.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
  if (!member) throw new Error(`member ${id} vanished`);
  return member;
}

function createAccount(
  gw: GatewayContext,
  a: {
    username: string;
    password: string;
    merchant: string;
    uplineId: number | null;
    countryDialingCode: string | null;
    mobileNum: string | null;
    email: string | null;
    nickname?: string;
  },
): number {
  return gw.db.transaction(() => {
    const id = insertMember(gw, {
      username: a.username,
      passwordHash: hashPassword(a.password),
      merchant: a.merchant,
      uplineId: a.uplineId,
      countryDialingCode: a.countryDialingCode ? normaliseDialingCode(a.countryDialingCode) : null,
      mobileNum: a.mobileNum,
      email: a.email,
      nickname: a.nickname || a.username,
    });
    postEntries(gw, id, [{ wallet: 'MAIN', amount: SIGNUP_BONUS_CENTS, kind: 'signup_bonus' }]);
    return id;
  })();
}
