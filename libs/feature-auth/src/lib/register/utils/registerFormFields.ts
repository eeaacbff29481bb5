import type { RegisterRules } from '@portal/api-contract';
import { OPTIONAL_REGISTER_FIELDS, REGISTER_FORM_FIELDS, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterFieldsOptions {
  mode: RegisterMode;
  /** REGMBVERF3: a mobile number given on username registration is verified by SMS. */
  verifyMobile: boolean;
  /**
   * MOBILENUMPASSREG3: mobile registration by number and password, without an SMS code
   * (docs/product/accounts-and-auth.md). Off, the mobile form asks for the code.
   */
  mobilePasswordOnly?: boolean;
}

/**
 * The fields a registration form shows (docs/product/accounts-and-auth.md): username mode has username + passwords, the
 * mobile number when enabled (and its SMS code when REGMBVERF3 and the code rule are on); mobile
 * mode has the mobile number (its only identity field), the SMS code (unless MOBILENUMPASSREG3 makes it
 * a registration by number and password) and the passwords. Every other
 * field shows only when the server enables it.
 */
export function registerFormFields(rules: RegisterRules, { mode, verifyMobile, mobilePasswordOnly = false }: RegisterFieldsOptions): RegisterFormField[] {
  const shown = new Set<RegisterFormField>(['password', 'confirmPassword']);
  if (mode === 'username') {
    shown.add('username');
    if (rules.mobileNum.enabled) {
      shown.add('mobileNum');
      if (verifyMobile && rules.verificationCode.enabled) shown.add('verificationCode');
    }
  } else {
    shown.add('mobileNum');
    if (!mobilePasswordOnly) shown.add('verificationCode');
  }
  if (!rules.confirmPassword.enabled) shown.delete('confirmPassword');
  for (const field of OPTIONAL_REGISTER_FIELDS) if (rules[field].enabled) shown.add(field);
  return REGISTER_FORM_FIELDS.filter((field) => shown.has(field));
}

/** Whether a shown field is required: the rule says so, or the mode needs it. */
export function isRegisterFieldRequired(rules: RegisterRules, field: RegisterFormField, mode: RegisterMode): boolean {
  if (field === 'username' || field === 'password' || field === 'confirmPassword') return true;
  if (mode === 'mobile' && (field === 'mobileNum' || field === 'verificationCode')) return true;
  if (field === 'verificationCode') return true; // shown only when the number must be verified
  return rules[field].required;
}
