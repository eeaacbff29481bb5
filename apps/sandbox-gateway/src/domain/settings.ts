import {
  FEATURE_SWITCHES,
  REGISTER_FIELDS,
  type FeatureSwitches,
  type PortalSettings,
  type RegisterField,
  type RegisterRule,
  type RegisterRules,
} from '@portal/api-contract';
import { getSetting, setSetting } from '../db/database';
import type { GatewayContext } from '../core/context';

/** Every switch on by default so each branch of the portal is reachable; operators turn them off. */
/**
 * Every switch on, but MOBILENUMPASSREG3: a mobile registration without an SMS code leaves the
 * number unverified, so a merchant turns it on deliberately (docs/product/accounts-and-auth.md).
 */
export const DEFAULT_SWITCHES: FeatureSwitches = {
  ...(Object.fromEntries(FEATURE_SWITCHES.map((s) => [s, true])) as FeatureSwitches),
  MOBILENUMPASSREG3: false,
};
export const DEFAULT_PORTAL_SETTINGS: PortalSettings = { loginedToHomePage: false };

const rule = (enabled: boolean, required: boolean, acceptedPattern: string, minLength: number, maxLength: number, patternId: string): RegisterRule => ({
  enabled,
  required,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});
const LETTERS_DIGITS = '^[A-Za-z0-9]+$';
const DIGITS = '^[0-9]+$';

export const DEFAULT_REGISTER_RULES: RegisterRules = {
  username: rule(true, true, LETTERS_DIGITS, 4, 16, 'letters_digits'),
  password: rule(true, true, '^[A-Za-z0-9!@#$%^&*._-]+$', 6, 20, 'password'),
  confirmPassword: rule(true, true, '*', 6, 20, 'password'),
  payeeName: rule(true, false, "^[A-Za-zÀ-ÿ .'-]+$", 2, 50, 'real_name'),
  email: rule(true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 100, 'email'),
  qqNum: rule(false, false, DIGITS, 5, 12, 'digits'),
  mobileNum: rule(true, false, DIGITS, 8, 11, 'phone'),
  recommenderId: rule(false, false, LETTERS_DIGITS, 4, 16, 'letters_digits'),
  captcha: rule(false, false, DIGITS, 4, 4, 'digits'),
  verificationCode: rule(false, false, DIGITS, 6, 6, 'digits'),
  affiliateCode: rule(true, false, LETTERS_DIGITS, 4, 16, 'letters_digits'),
  paymentPassword: rule(false, false, DIGITS, 6, 6, 'digits'),
  line: rule(false, false, '*', 4, 30, 'any'),
  whatsapp: rule(true, false, DIGITS, 8, 15, 'digits'),
  zalo: rule(true, false, DIGITS, 8, 15, 'digits'),
  facebook: rule(false, false, '*', 4, 50, 'any'),
  wechat: rule(false, false, '*', 4, 30, 'any'),
  idNumber: rule(false, false, LETTERS_DIGITS, 6, 20, 'letters_digits'),
  referralCode: rule(true, false, LETTERS_DIGITS, 4, 16, 'letters_digits'),
  domain: rule(false, false, '*', 0, 255, 'any'),
  countryDialingCode: rule(true, false, '^\\+?[0-9]{1,4}$', 1, 5, 'digits'),
  login: rule(false, false, '*', 0, 5, 'any'),
  firebaseChannel: rule(false, false, '*', 0, 64, 'any'),
  firebaseIdToken: rule(false, false, '*', 0, 4096, 'any'),
};

/** Merchant values win over global ('*') values, which win over the defaults above. */
function layered<T extends object>(gw: GatewayContext, key: string, defaults: T, merchant: string): T {
  const global = getSetting<Partial<T>>(gw.db, key, {});
  const own = merchant === '*' ? {} : getSetting<Partial<T>>(gw.db, key, {}, merchant);
  return { ...defaults, ...global, ...own };
}

/** The dialling code the register form preselects: the merchant's own, else the platform's (+55). */
export const defaultDialingCode = (gw: GatewayContext, merchant: string): string =>
  getSetting<string | null>(gw.db, 'defaultCountryDialingCode', null, merchant) ?? getSetting(gw.db, 'defaultCountryDialingCode', '+55');

export const featureSwitches = (gw: GatewayContext, merchant: string) => layered(gw, 'switches', DEFAULT_SWITCHES, merchant);
export const portalSettings = (gw: GatewayContext, merchant: string) => layered(gw, 'portalSettings', DEFAULT_PORTAL_SETTINGS, merchant);

export function registerRules(gw: GatewayContext, merchant: string): RegisterRules {
  const global = getSetting<Partial<Record<RegisterField, Partial<RegisterRule>>>>(gw.db, 'registerRules', {});
  const own = merchant === '*' ? {} : getSetting<Partial<Record<RegisterField, Partial<RegisterRule>>>>(gw.db, 'registerRules', {}, merchant);
  return Object.fromEntries(REGISTER_FIELDS.map((f) => [f, { ...DEFAULT_REGISTER_RULES[f], ...global[f], ...own[f] }])) as RegisterRules;
}

/** Merges a partial update into the stored value of `key` for `scope`. */
export function mergeSetting(gw: GatewayContext, key: string, scope: string, patch: Record<string, unknown>): void {
  const current = getSetting<Record<string, unknown>>(gw.db, key, {}, scope);
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    next[k] = v && typeof v === 'object' && !Array.isArray(v) ? { ...(current[k] as object), ...v } : v;
  }
  setSetting(gw.db, key, next, scope);
}
