import type { Hono } from 'hono';
import { z } from 'zod';
import { FEATURE_SWITCHES, MAIN_WALLET, REGISTER_FIELDS, amountSchema } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { badRequest } from '../core/errors';
import { getSetting, setSetting } from '../db/database';
import { ABUSE_POLICY_SETTING, type AbusePolicy, abusePolicy } from '../domain/abuse';
import { peekCaptcha } from '../domain/captcha';
import { hashPassword } from '../domain/crypto';
import { insertMember, memberByUsername, normaliseDialingCode } from '../domain/members';
import { LIMIT_NAMES, limitOf } from '../domain/rate-limit';
import { FAULT_SCOPE_PATTERN, clearFaults, emailOutbox, listFaults, resetSandbox, setFault } from '../domain/operator';
import { featureSwitches, mergeSetting, portalSettings, registerRules } from '../domain/settings';
import { outbox, smsDialingCodes } from '../domain/sms';
import { platformExtras } from '../domain/whitelabel';
import type { StatusOverride } from '../domain/system';
import { enableTwoFactor, totp, totpSecretOf } from '../domain/two-factor';
import { fromCents, isWallet, operatorCredit, toCents } from '../domain/wallet';
import { captchaId } from '../http/captcha-cookie';
import { deviantControls } from '../http/deviant';
import { operatorBody } from '../http/operator';
import { ok } from '../http/route';

const statusBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string().min(1).optional(),
  country: z.string().min(2).max(3).optional(),
  message: z.string().max(500).optional(),
});

const abusePolicyView = (p: AbusePolicy) => ({
  signupBonus: { amount: fromCents(p.signupBonus.amount), turnoverMultiplier: p.signupBonus.turnoverMultiplier },
});

const baseUrl = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[^/\s]+$/, 'an origin: scheme and host, no path');
const platformExtrasBody = z
  .object({
    gtagId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/)
      .nullable(),
    imageCDNs: z.array(baseUrl).max(5),
    launchGameCDNs: z.array(baseUrl).max(5),
    webDomains: z
      .array(z.string().regex(/^[a-z0-9.-]{1,253}$/))
      .max(10)
      .nullable(),
    disabledSections: z.array(z.string().regex(/^[A-Za-z]{1,32}$/)).max(20),
    maintenanceVendors: z.array(z.string().regex(/^[A-Z0-9_]{1,20}$/)).max(50),
  })
  .partial()
  .strict();

export function sandboxRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.put('/sandbox/system/status', async (c) => {
    const body = await operatorBody(c, statusBody);
    setSetting(gw.db, 'system.status', body satisfies StatusOverride);
    return c.json(ok(body));
  });

  app.get('/sandbox/system/status', (c) => c.json(ok(getSetting(gw.db, 'system.status', { status: 0 }))));

  app.post('/sandbox/reset', (c) => {
    resetSandbox(gw);
    return c.json(ok(null));
  });

  // Merchant-scoped settings: ?merchant=CODE (default '*' = every merchant without its own value).
  const scopeOf = (c: { req: { query: (k: string) => string | undefined } }) => c.req.query('merchant')?.trim() || '*';

  app.put('/sandbox/switches', async (c) => {
    const body = await operatorBody(c, switchesBody);
    const scope = scopeOf(c);
    if (body.switches) mergeSetting(gw, 'switches', scope, body.switches);
    if (body.settings) mergeSetting(gw, 'portalSettings', scope, body.settings);
    return c.json(ok({ switches: featureSwitches(gw, scope), settings: portalSettings(gw, scope) }));
  });
  app.get('/sandbox/switches', (c) => c.json(ok({ switches: featureSwitches(gw, scopeOf(c)), settings: portalSettings(gw, scopeOf(c)) })));

  /** The merchant's analytics tag, CDNs and web domains as the permission and domainRoute say them (docs/sandbox-gateway.md). */
  app.put('/sandbox/platform', async (c) => {
    const body = await operatorBody(c, platformExtrasBody);
    mergeSetting(gw, 'platformExtras', scopeOf(c), body);
    return c.json(ok(platformExtras(gw, scopeOf(c))));
  });
  app.get('/sandbox/platform', (c) => c.json(ok(platformExtras(gw, scopeOf(c)))));

  app.put('/sandbox/register-rules', async (c) => {
    const body = await operatorBody(c, registerRulesBody);
    mergeSetting(gw, 'registerRules', scopeOf(c), body.rules);
    return c.json(ok(registerRules(gw, scopeOf(c))));
  });

  app.put('/sandbox/region', async (c) => {
    const body = await operatorBody(c, regionBody);
    if (body.blockedCountries)
      setSetting(
        gw.db,
        'region.blockedCountries',
        body.blockedCountries.map((x) => x.toUpperCase()),
      );
    if (body.country) setSetting(gw.db, 'system.country', body.country.toUpperCase());
    return c.json(ok({ blockedCountries: getSetting(gw.db, 'region.blockedCountries', []), country: getSetting(gw.db, 'system.country', 'BR') }));
  });

  app.get('/sandbox/faults', (c) => c.json(ok(listFaults(gw))));
  app.put('/sandbox/faults', async (c) => {
    const body = await operatorBody(c, faultBody);
    setFault(gw, body);
    return c.json(ok(body));
  });
  // ?scope=NAME clears that scope's faults, ?scope=* every fault; without it, the unscoped ones.
  app.delete('/sandbox/faults', (c) => {
    const scope = c.req.query('scope');
    if (scope !== undefined && scope !== '*' && !FAULT_SCOPE_PATTERN.test(scope)) throw badRequest('invalid_request: scope', { field: 'scope' });
    clearFaults(gw, { prefix: c.req.query('prefix') || undefined, scope });
    return c.json(ok(null));
  });

  /** The dialling codes a merchant sends SMS to (default: every seeded country). */
  app.put('/sandbox/sms/countries', async (c) => {
    const body = await operatorBody(c, z.object({ dialingCodes: z.array(z.string().regex(/^\+?\d{1,4}$/)).max(300) }));
    const scope = scopeOf(c);
    setSetting(gw.db, 'sms.dialingCodes', body.dialingCodes.map(normaliseDialingCode), scope);
    return c.json(ok({ dialingCodes: smsDialingCodes(gw, scope) }));
  });

  /** Replaces rate limits (domain/rate-limit.ts), e.g. `{ smsPerClient: { max: 50, windowMs: 600000 } }`. */
  app.put('/sandbox/limits', async (c) => {
    const body = await operatorBody(c, z.partialRecord(z.enum(LIMIT_NAMES), z.object({ max: z.number().int().min(1), windowMs: z.number().int().min(1) })));
    mergeSetting(gw, 'limits', '*', body);
    return c.json(ok(Object.fromEntries(LIMIT_NAMES.map((name) => [name, limitOf(gw, name)]))));
  });

  /**
   * The abuse policy's settings per merchant (docs/product/abuse-policy.md): the sign-up bonus
   * (amount in currency units, 0 = none) and its turnover multiple. The limits on how many
   * accounts sharing a signal get it are rate limits (`signupBonusPer…`, PUT /sandbox/limits).
   */
  app.get('/sandbox/abuse-policy', (c) => c.json(ok(abusePolicyView(abusePolicy(gw, scopeOf(c))))));
  app.put('/sandbox/abuse-policy', async (c) => {
    const body = await operatorBody(
      c,
      z
        .object({ signupBonus: z.object({ amount: z.number().min(0).max(1_000_000).multipleOf(0.01), turnoverMultiplier: z.number().int().min(0).max(100) }) })
        .strict(),
    );
    setSetting(
      gw.db,
      ABUSE_POLICY_SETTING,
      { signupBonus: { amount: toCents(body.signupBonus.amount), turnoverMultiplier: body.signupBonus.turnoverMultiplier } },
      scopeOf(c),
    );
    return c.json(ok(abusePolicyView(abusePolicy(gw, scopeOf(c)))));
  });

  app.put('/sandbox/sms/settings', async (c) => {
    const body = await operatorBody(c, z.object({ expiredMinutes: z.number().int().min(1).max(60) }));
    setSetting(gw.db, 'sms.expiredMinutes', body.expiredMinutes);
    return c.json(ok(body));
  });

  /**
   * An account opened for a player by the back office (or an agent): it has never logged in, so
   * its first login says firstTimeLogin: true (a self-registration already counts as the first login).
   * `passwordExpired: true` opens it with a password that has expired (a login says passwordExpired).
   */
  app.post('/sandbox/members', async (c) => {
    const body = await operatorBody(
      c,
      z.object({
        username: z.string().regex(/^[A-Za-z0-9]{4,32}$/),
        password: z.string().min(6).max(64),
        nickname: z.string().max(64).optional(),
        passwordExpired: z.boolean().optional(),
      }),
    );
    const exists = () => c.json({ success: false, message: 'username_exists', value: null }, 409);
    if (memberByUsername(gw, body.username)) return exists();
    const passwordHash = await hashPassword(body.password);
    if (memberByUsername(gw, body.username)) return exists(); // taken while the password was hashed
    const id = insertMember(gw, {
      username: body.username,
      passwordHash,
      nickname: body.nickname,
      firstLogin: true,
      passwordExpiresAt: body.passwordExpired ? gw.now() - 1 : null,
    });
    return c.json(ok({ id, username: body.username }));
  });

  /** The current TOTP code of a member with 2FA on (tests and demos stand in for the authenticator app; operator only). */
  app.get('/sandbox/2fa/code', (c) => {
    const member = memberByUsername(gw, c.req.query('username') ?? '');
    const secret = member ? totpSecretOf(gw, member.id) : null;
    if (!member || !secret) return c.json({ success: false, message: 'not_found', value: null }, 404);
    const now = gw.now();
    return c.json(ok({ code: totp(secret, now), validForMs: 30_000 - (now % 30_000) }));
  });

  /** Turns 2FA (TOTP) on for a member; the secret stays in the sandbox (read codes with /sandbox/2fa/code). */
  app.post('/sandbox/members/:username/2fa', (c) => {
    const member = memberByUsername(gw, c.req.param('username'));
    if (!member) return c.json({ success: false, message: 'not_found', value: null }, 404);
    enableTwoFactor(gw, member.id);
    return c.json(ok(null));
  });

  app.post('/sandbox/members/:username/deposit', async (c) => {
    const body = await operatorBody(c, z.object({ amount: amountSchema, wallet: z.string().refine(isWallet, 'unknown wallet').default(MAIN_WALLET) }));
    const member = memberByUsername(gw, c.req.param('username'));
    if (!member) return c.json({ success: false, message: 'not_found', value: null }, 404);
    return c.json(ok(operatorCredit(gw, member.id, body.wallet, toCents(body.amount))));
  });

  /** Sandbox-only outboxes: no SMS or e-mail ever leaves the machine (operator key, like every control). */
  app.get('/sandbox/sms', (c) => c.json(ok(outbox(gw, c.req.query('mobile')))));
  app.get('/sandbox/email', (c) => c.json(ok(emailOutbox(gw))));

  /** The code of a captcha cookie (for automated tests; operator only). */
  app.get('/sandbox/captcha', (c) => c.json(ok({ code: peekCaptcha(gw, c.req.query('sid') ?? captchaId(c) ?? '') })));

  /** Deviant mode: answers that break the contract on purpose, for the conformance kit (http/deviant.ts). */
  deviantControls(app, gw);
}

const switchesBody = z.object({
  switches: z.partialRecord(z.enum(FEATURE_SWITCHES), z.boolean()).optional(),
  settings: z.object({ loginedToHomePage: z.boolean() }).partial().optional(),
});
const registerRulesBody = z.object({
  rules: z.partialRecord(
    z.enum(REGISTER_FIELDS),
    z
      .object({
        enabled: z.boolean(),
        required: z.boolean(),
        acceptedPattern: z.string().refine((p) => {
          try {
            return p === '*' || Boolean(new RegExp(p));
          } catch {
            return false;
          }
        }, 'invalid regular expression'),
        minLength: z.number().int().min(0),
        maxLength: z.number().int().min(0),
        patternId: z.string(),
      })
      .partial(),
  ),
});
const regionBody = z.object({
  blockedCountries: z.array(z.string().min(2).max(3)).optional(),
  country: z.string().min(2).max(3).optional(),
});
const faultBody = z.object({
  prefix: z.string().regex(/^\/(wps|lgw)(\/|$)/, 'must start with /wps or /lgw'),
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  errorRate: z.number().min(0).max(1).default(0),
  /** Only for requests with the header X-Sandbox-Fault-Scope of this value (one journey's browser context). */
  scope: z.string().regex(FAULT_SCOPE_PATTERN, '1–64 of A–Z, a–z, 0–9, _ and -').optional(),
  /** Makes the errors repeatable: the same sequence of draws for the requests under the prefix. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
});
