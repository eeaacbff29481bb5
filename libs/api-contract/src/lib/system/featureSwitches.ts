// Apart from the schemas: the brand reads the switches on the start path without loading zod.

/** Operator feature switches (docs/product/display-and-platform.md). */
export const FEATURE_SWITCHES = [
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILENUMREG3',
  'REGMBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'CBS3',
  'CHNGPASSVERIF3',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];
