import type { Hono } from 'hono';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { fail } from '../core/errors';
import {
  changePassword,
  checkPassword,
  checkRules,
  completeLogin,
  createAccount,
  freePlayAccount,
  freshMobileUsername,
  loginSuccess,
  passwordLogin,
  sendResetEmail,
  setPasswordHash,
} from '../domain/auth';
import { hashPassword } from '../domain/crypto';
import { resolveRegistrationCode } from '../domain/agent-links';
import { referrerByCode, withReferral } from '../domain/referral';
import { memberByIdOrThrow, memberByMobile, memberByUsername, mobileHolder } from '../domain/members';
import { hit } from '../domain/rate-limit';
import { revokeSession } from '../domain/sessions';
import { featureSwitches, registerRules } from '../domain/settings';
import { checkSmsRequest, consumeSmsCode, mobileKey, sendSmsCode } from '../domain/sms';
import { consumeChallenge } from '../domain/two-factor';
import { passwordLoginWithPasswordChange, twoFactorLoginWithPasswordChange } from '../domain/forced-password-change';
import { recordRegistrationOrigin, registrationOriginOf } from '../domain/registration-origin';
import { consumeCaptchaOf, issueCaptchaFor } from '../http/captcha-cookie';
import { ok, serve } from '../http/route';

/** The agent (link) or player (invite friends, docs/product/rewards.md) a registration code names; an unknown or expired one refuses. */
function invitationOf(gw: GatewayContext, code: string | undefined, merchant: string) {
  const upline = code ? resolveRegistrationCode(gw, code, merchant) : null;
  const referrer = code && !upline ? referrerByCode(gw, code, merchant) : null;
  if (code && !upline && !referrer) throw fail(ERROR_KEY.invitationCodeError);
  return { upline, referrer };
}

export function authRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.captcha, ({ c, client }) => {
    hit(gw, 'captchaPerClient', client);
    return issueCaptchaFor(gw, c);
  });

  serve(app, gw, endpoints.login, ({ input, c, merchant, client }) => {
    hit(gw, 'loginPerClient', client);
    if (input.type === 'sms') {
      if (!featureSwitches(gw, merchant).MOBILEVERCODELOGIN3) throw fail(ERROR_KEY.featureDisabled);
      // This brand's member (or a platform account) with that number, never another brand's.
      const member = memberByMobile(gw, merchant, input.countryDialingCode!, input.mobileNum!);
      consumeSmsCode(gw, mobileKey(input.countryDialingCode!, input.mobileNum!), 'login', input.verificationCode!);
      if (!member) throw fail(ERROR_KEY.mobileNotFound);
      return completeLogin(gw, member);
    }
    // The default or an expired password: the session may only change it (docs/product/accounts-and-auth.md "Forced password change").
    return passwordLoginWithPasswordChange(gw, merchant, input.password!, () =>
      passwordLogin(
        gw,
        { username: input.username!, password: input.password!, captcha: input.captcha },
        client,
        (answer) => consumeCaptchaOf(gw, c, answer),
        merchant,
      ),
    );
  });

  serve(app, gw, endpoints.loginTwoFactor, ({ input, merchant }) =>
    twoFactorLoginWithPasswordChange(gw, merchant, input.challengeId, () =>
      loginSuccess(gw, memberByIdOrThrow(gw, consumeChallenge(gw, input.challengeId, input.code, merchant))),
    ),
  );

  serve(app, gw, endpoints.freePlayLogin, async ({ merchant, client }) => {
    if (!featureSwitches(gw, merchant).FREEPLAY3) throw fail(ERROR_KEY.featureDisabled);
    hit(gw, 'freePlayPerClient', client);
    return freePlayAccount(gw, merchant);
  });

  serve(app, gw, endpoints.logout, ({ token }) => {
    revokeSession(gw, token);
    return null;
  });

  serve(app, gw, endpoints.register, async ({ input, c, merchant, client }) => {
    const switches = featureSwitches(gw, merchant);
    if (!switches.USERNAMEREG3) throw fail(ERROR_KEY.featureDisabled);
    hit(gw, 'registerPerClient', client);
    const rules = registerRules(gw, merchant);
    checkRules(rules, input, ['captcha', 'verificationCode']);
    if (rules.captcha.enabled && (rules.captcha.required || input.captcha) && !consumeCaptchaOf(gw, c, input.captcha)) {
      throw fail(ERROR_KEY.captchaInvalid);
    }
    const code = input.affiliateCode || input.referralCode;
    invitationOf(gw, code, merchant);
    const taken = () => {
      // A username is unique on the whole platform; a number only where accounts would clash (this brand and the platform's).
      if (memberByUsername(gw, input.username)) throw fail(ERROR_KEY.usernameTaken);
      if (input.mobileNum && input.countryDialingCode && mobileHolder(gw, merchant, input.countryDialingCode, input.mobileNum))
        throw fail(ERROR_KEY.mobileTaken);
    };
    taken();
    if (input.mobileNum && input.countryDialingCode && switches.REGMBVERF3 && rules.verificationCode.enabled && rules.verificationCode.required) {
      consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'register', input.verificationCode ?? '');
    }
    const passwordHash = await hashPassword(input.password);
    taken(); // again: another registration may have taken the username or number while the password was hashed
    const { upline, referrer } = invitationOf(gw, code, merchant); // and the link may have expired
    const id = withReferral(gw, referrer, () =>
      createAccount(gw, {
        username: input.username,
        passwordHash,
        merchant,
        uplineId: upline?.uplineId ?? null,
        type: upline?.type,
        invitationId: upline?.invitationId,
        countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? '+55') : null,
        mobileNum: input.mobileNum ?? null,
        email: input.email ?? null,
        nickname: input.payeeName,
      }),
    );
    recordRegistrationOrigin(gw, id, input);
    return loginSuccess(gw, memberByIdOrThrow(gw, id));
  });

  serve(app, gw, endpoints.mobileRegister, async ({ input, merchant, client }) => {
    const switches = featureSwitches(gw, merchant);
    // By number and SMS code (MOBILENUMREG3), or by number and password alone (MOBILENUMPASSREG3).
    if (!switches.MOBILENUMREG3 && !switches.MOBILENUMPASSREG3) throw fail(ERROR_KEY.featureDisabled);
    hit(gw, 'registerPerClient', client);
    const rules = registerRules(gw, merchant);
    checkRules(rules, input, ['username', 'captcha', 'verificationCode']);
    const code = input.affiliateCode || input.referralCode;
    invitationOf(gw, code, merchant);
    const taken = () => {
      if (mobileHolder(gw, merchant, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileTaken);
    };
    taken();
    if (!switches.MOBILENUMPASSREG3) consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'register', input.verificationCode ?? '');
    const passwordHash = await hashPassword(input.password);
    taken(); // again: another registration may have taken the number while the password was hashed
    const { upline, referrer } = invitationOf(gw, code, merchant); // and the link may have expired
    const id = withReferral(gw, referrer, () =>
      createAccount(gw, {
        username: freshMobileUsername(gw),
        passwordHash,
        merchant,
        uplineId: upline?.uplineId ?? null,
        type: upline?.type,
        invitationId: upline?.invitationId,
        countryDialingCode: input.countryDialingCode,
        mobileNum: input.mobileNum,
        email: input.email ?? null,
        nickname: input.payeeName,
      }),
    );
    recordRegistrationOrigin(gw, id, input);
    return loginSuccess(gw, memberByIdOrThrow(gw, id));
  });

  serve(app, gw, endpoints.smsRegister, ({ input, merchant, client }) => {
    checkSmsRequest(gw, { merchant, client, dialingCode: input.countryDialingCode });
    if (!featureSwitches(gw, merchant).MOBILENUMREG3 && !featureSwitches(gw, merchant).REGMBVERF3) throw fail(ERROR_KEY.featureDisabled);
    if (mobileHolder(gw, merchant, input.countryDialingCode, input.mobileNo)) throw fail(ERROR_KEY.mobileTaken);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNo), 'register');
  });

  serve(app, gw, endpoints.smsLogin, ({ input, c, merchant, client }) => {
    checkSmsRequest(gw, { merchant, client, dialingCode: input.countryDialingCode });
    if (!featureSwitches(gw, merchant).MOBILEVERCODELOGIN3) throw fail(ERROR_KEY.featureDisabled);
    // The human check (a solved captcha, single use) before a code is sent or the number looked up:
    // no script pumps SMS to numbers or learns which ones hold an account (docs/product/accounts-and-auth.md "SMS codes").
    if (!consumeCaptchaOf(gw, c, input.captcha)) throw fail(input.captcha ? ERROR_KEY.captchaInvalid : ERROR_KEY.captchaRequired);
    if (!memberByMobile(gw, merchant, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileNotFound);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'login');
  });

  serve(app, gw, endpoints.smsNoLogin, ({ input, merchant, client }) => {
    checkSmsRequest(gw, { merchant, client, dialingCode: input.countryDialingCode });
    if (!memberByMobile(gw, merchant, input.countryDialingCode, input.mobileNum)) throw fail(ERROR_KEY.mobileNotFound);
    return sendSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'password');
  });

  serve(app, gw, endpoints.passwordByPhone, async ({ input, merchant }) => {
    if (!featureSwitches(gw, merchant).CHNGPASSVERIF3) throw fail(ERROR_KEY.featureDisabled);
    checkPassword(gw, merchant, input.newPassword, 'newPassword');
    const member = memberByMobile(gw, merchant, input.countryDialingCode, input.mobileNum);
    consumeSmsCode(gw, mobileKey(input.countryDialingCode, input.mobileNum), 'password', input.verificationCode);
    if (!member) throw fail(ERROR_KEY.mobileNotFound);
    setPasswordHash(gw, member.id, await hashPassword(input.newPassword));
    return completeLogin(gw, memberByIdOrThrow(gw, member.id));
  });

  serve(app, gw, endpoints.forgotPasswordEmail, ({ input, merchant, client }) => {
    sendResetEmail(gw, { merchant, client, username: input.username, email: input.email });
    return null;
  });

  serve(app, gw, endpoints.changePassword, async ({ input, member, merchant }) => {
    await changePassword(gw, member, merchant, input.oldPassword, input.newPassword);
    return null;
  });
}

/** Operator controls of accounts (guarded with the rest of `/sandbox/*`): where a member registered from. */
export function sandboxAuthRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.get('/sandbox/members/:username/registration', (c) => {
    const member = memberByUsername(gw, c.req.param('username'));
    const origin = member ? registrationOriginOf(gw, member.id) : null;
    if (!origin) return c.json({ success: false, message: 'not_found', value: null }, 404);
    return c.json(ok(origin));
  });
}
