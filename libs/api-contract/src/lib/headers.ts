/** Header names of the platform API. */
export const HEADER = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  encryption: 'Encryption',
  idempotencyKey: 'Idempotency-Key',
  /**
   * Optional: a stable, random id of the device an app runs on. The platform counts it among the
   * signals of one person (docs/product/abuse-policy.md); the web portal does not send one.
   */
  deviceId: 'Device-Id',
} as const;

/** Values of the `Language` header (docs/product/display-and-platform.md: bundles exist for CN, EN, ID, PT, TH, VI). */
export const PLATFORM_LANGUAGES = ['CN', 'EN', 'ID', 'PT', 'TH', 'VI'] as const;
export type PlatformLanguage = (typeof PLATFORM_LANGUAGES)[number];
