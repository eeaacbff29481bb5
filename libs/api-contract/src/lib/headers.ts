/** Header names of the platform API. */
export const HEADER = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  encryption: 'Encryption',
  idempotencyKey: 'Idempotency-Key',
  /**
   * Optional, on every call: a stable, random id of the browser profile (the portal: a random UUID
   * made once and kept in localStorage) or of the device an app runs on. Not a
   * fingerprint. The platform counts it among the signals of one person: one sign-up bonus per
   * person, no referral reward or bonus between accounts of one person, a self-exclusion covers the
   * person (docs/product/abuse-policy.md "The device id"). At most 200 characters are read.
   */
  deviceId: 'Device-Id',
} as const;

/** Values of the `Language` header (docs/product/display-and-platform.md: bundles exist for CN, EN, ID, PT, TH, VI). */
export const PLATFORM_LANGUAGES = ['CN', 'EN', 'ID', 'PT', 'TH', 'VI'] as const;
export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];
