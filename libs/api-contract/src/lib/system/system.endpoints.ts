import { z } from 'zod';
import { defineEndpoint, noParams } from '../endpoint';
import { encryptionKeySchema } from '../encryption/encryption';
import { emptyValue, moneySchema } from '../common';
import { REGISTER_FIELDS, type RegisterField } from '../auth/registerFields';
import { FEATURE_SWITCHES, type FeatureSwitch } from './featureSwitches';

/** 0 normal, 1 maintenance, 2 region (IP) restriction — docs/product/shell-and-navigation.md. */
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

export const systemStatusSchema = z.object({
  status: systemStatusCodeSchema,
  /** The visitor as the platform sees them; shown on the IP-restriction page. */
  ip: z.string(),
  country: z.string(),
  /** Optional operator text for the maintenance page. */
  message: z.string().optional(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusEndpoint = defineEndpoint({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
  request: noParams,
  response: systemStatusSchema,
  description: 'System status: 0 normal, 1 maintenance, 2 IP restriction (with the visitor ip and country).',
  chosen: ['method GET', 'value shape { status, ip, country, message? }'],
});

// ---------------------------------------------------------------- encryption key

export const encryptionKeyEndpoint = defineEndpoint({
  name: 'encryptionKey',
  method: 'GET',
  path: '/wps/system/encryption',
  auth: false,
  encrypted: false,
  request: noParams,
  response: encryptionKeySchema,
  description: 'The public key for encrypted payloads: { algorithm: "nacl-box", keyId, publicKey } (base64, 32 bytes).',
});

// ---------------------------------------------------------------- feature switches and register rules

export const featureSwitchesSchema = z.object(Object.fromEntries(FEATURE_SWITCHES.map((s) => [s, z.boolean()])) as Record<FeatureSwitch, z.ZodBoolean>);
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

/** Operator settings next to the switches. */
export const portalSettingsSchema = z.object({
  /** Routes other than login/register/help/download need a session. */
  loginedToHomePage: z.boolean(),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

/** Message ids for pattern failures (the UI looks the message up by patternId, fills min and max). */
export const PATTERN_IDS = ['any', 'letters_digits', 'digits', 'email', 'date_ymd', 'date_mdy', 'password', 'phone', 'real_name', 'url'] as const;

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  patternId: z.string(),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesSchema = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, registerRuleSchema])) as Record<RegisterField, typeof registerRuleSchema>,
);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/** True when `value` satisfies `rule` (pattern '*' accepts anything; length between min and max). */
export function matchesRegisterRule(rule: RegisterRule, value: string | undefined): boolean {
  if (!value) return !rule.required;
  if (value.length < rule.minLength || (rule.maxLength > 0 && value.length > rule.maxLength)) return false;
  return rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern).test(value);
}

export const registerSettingsSchema = z.object({
  rules: registerRulesSchema,
  switches: featureSwitchesSchema,
  /** Preselected dialling code of the mobile field. */
  defaultCountryDialingCode: z.string(),
  /**
   * What a new account is credited on registration, in the merchant's currency (null: no bonus).
   * The form names it where it asks for the account the bonus is redeemed to (Zalo, WhatsApp).
   */
  signUpBonus: moneySchema.nullable(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const registerSettingsEndpoint = defineEndpoint({
  name: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  encrypted: false,
  request: noParams,
  response: registerSettingsSchema,
  description: 'Per-field registration rules (enabled, required, acceptedPattern, minLength, maxLength, patternId) and the feature switches.',
  chosen: ['method GET', 'value { rules: { <field>: rule }, switches, defaultCountryDialingCode, signUpBonus }'],
});

// ---------------------------------------------------------------- whitelabel, permission

export const whitelabelMenuItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Portal route, e.g. /rng. */
  route: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  logoUrl: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  menus: z.array(whitelabelMenuItemSchema),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const whitelabelMenuEndpoint = defineEndpoint({
  name: 'whitelabelMenu',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  encrypted: false,
  request: noParams,
  response: whitelabelSchema,
  description: 'Whitelabel identity and the top-level menu entries of the merchant.',
  chosen: ['method GET', 'value shape'],
});

/** A configurable resource (app download, social link, affiliate link), looked up by key. */
export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Keys of `permission.resources` the sandbox seeds. */
export const RESOURCE_KEYS = ['APP_ANDROID', 'APP_IOS', 'SOCIAL_FACEBOOK', 'SOCIAL_WHATSAPP', 'SOCIAL_TELEGRAM', 'AFFILIATE_LINK'] as const;

export const permissionSchema = z.object({
  whitelabel: whitelabelSchema,
  registerRules: registerRulesSchema,
  resources: z.record(z.string(), resourceSchema),
  customerService: z.object({ enabled: z.boolean(), url: z.string().nullable() }),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  switches: featureSwitchesSchema,
  settings: portalSettingsSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionEndpoint = defineEndpoint({
  name: 'permission',
  method: 'GET',
  path: '/wps/system/permission',
  auth: false,
  encrypted: false,
  request: z.object({ host: z.string().min(1).max(255) }),
  response: permissionSchema,
  description: 'Everything the portal loads before mounting: whitelabel, register rules, resources, feature switches, settings, location.',
  chosen: ['path /wps/system/permission', 'method GET', 'query host', 'switches and settings fields'],
});

// ---------------------------------------------------------------- small system calls

export const domainRouteSchema = z.object({
  domain: z.string(),
  type: z.enum(['web', 'api', 'cdn']),
  priority: z.number().int(),
});

export const domainRoutesEndpoint = defineEndpoint({
  name: 'domainRoutes',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  encrypted: false,
  request: noParams,
  response: z.array(domainRouteSchema),
  description: 'Alternative domains of the merchant (web, api, cdn).',
  chosen: ['method GET', 'value shape'],
});

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  countryName: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListEndpoint = defineEndpoint({
  name: 'countryList',
  method: 'GET',
  path: '/wps/system/countries',
  auth: false,
  encrypted: false,
  request: noParams,
  response: z.array(countrySchema),
  description: 'Countries with dialling codes for the mobile field (Brazil +55 first).',
  chosen: ['path /wps/system/countries', 'method GET'],
});

/** Type-3 paths are the customer-service URL in base64 (UTF-8): see decodeCustomerServicePath. */
export const customerServiceLinkSchema = z.object({
  version: z.object({
    pathList: z.array(z.object({ type: z.number().int(), path: z.string(), name: z.string().optional() })),
  }),
});
export type CustomerServiceLink = z.infer<typeof customerServiceLinkSchema>;

export const customerServiceLinkEndpoint = defineEndpoint({
  name: 'customerServiceLink',
  method: 'GET',
  path: '/wps/system/customerService',
  auth: false,
  encrypted: false,
  request: noParams,
  response: customerServiceLinkSchema,
  description: 'Customer-service link: open decodeCustomerServicePath(path) of the type-3 entry in a small window.',
  chosen: ['path /wps/system/customerService', 'method GET', 'type-3 path = base64(UTF-8 URL)'],
});

const imageDataUrl = z
  .string()
  .regex(/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=]+$/, 'png or jpg data URL')
  .max(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64, 'max 5 MB');

export const feedbackEndpoint = defineEndpoint({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: false,
  encrypted: false,
  request: z.object({
    content: z.string().trim().min(1).max(140),
    contact: z.string().max(100).optional(),
    category: z.string().max(32).optional(),
    images: z.array(imageDataUrl).max(3).optional(),
  }),
  response: emptyValue,
  description: 'Feedback (max 140 characters, up to 3 png/jpg images of 5 MB as data URLs). Token optional.',
  chosen: ['payload { content, contact?, category?, images? }'],
});
