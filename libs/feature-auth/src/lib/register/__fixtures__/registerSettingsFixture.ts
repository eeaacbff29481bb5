import { REGISTER_FIELDS, type RegisterRule, type RegisterRules, type RegisterSettings } from '@portal/api-contract';

const off: RegisterRule = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'any' };

/** Register settings as the platform sends them, typed by the contract (stories and tests). */
export function registerSettingsFixture(over: Partial<Record<keyof RegisterRules, Partial<RegisterRule>>> = {}): RegisterSettings {
  const rules = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, { ...off, ...over[field] }])) as RegisterRules;
  rules.username = {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 'letters_digits',
    ...over.username,
  };
  rules.password = { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'password', ...over.password };
  rules.confirmPassword = { ...off, enabled: true, required: true, ...over.confirmPassword };
  return {
    rules,
    defaultCountryDialingCode: '+55',
    signUpBonus: 100,
    switches: {
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILENUMREG3: true,
      REGMBVERF3: false,
      MOBILENUMPASSREG3: false,
      USERNAMEREG3: true,
      CBS3: true,
      CHNGPASSVERIF3: true,
    },
  };
}

export const COUNTRIES_FIXTURE = [
  { countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brasil' },
  { countryCode: 'PT', countryDialingCode: '+351', countryName: 'Portugal' },
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'ประเทศไทย' },
];
