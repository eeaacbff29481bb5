import { FEATURE_SWITCHES, type FeatureSwitch } from '@portal/api-contract';

/** Operator feature switches (docs/product/display-and-platform.md), defined once in the contract. */
export { FEATURE_SWITCHES, type FeatureSwitch };

/** Defaults a brand starts from: the common switches on, the stricter ones off. */
export const DEFAULT_FEATURE_SWITCHES: Record<FeatureSwitch, boolean> = {
  MOBILEVERCODELOGIN3: false,
  DIRECTREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILENUMREG3: false,
  REGMBVERF3: false,
  MOBILENUMPASSREG3: false,
  USERNAMEREG3: true,
  CBS3: false,
  CHNGPASSVERIF3: false,
};

/**
 * Effective switches: the server's value wins where it sent one, the brand default otherwise.
 * Unknown keys from the server are ignored.
 */
export function resolveFeatureSwitches(
  brandDefaults: Record<FeatureSwitch, boolean>,
  server: Partial<Record<string, boolean>> | undefined,
): Record<FeatureSwitch, boolean> {
  const result = { ...brandDefaults };
  for (const key of FEATURE_SWITCHES) {
    const value = server?.[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}
