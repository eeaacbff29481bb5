import type { RegisterRule, RegisterRules } from '@portal/api-contract';
import { REGISTER_FIELDS } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import type { RuleMessages } from '@portal/page-kit';
import { REGISTER_FORM_FIELDS, type RegisterFormField } from '../constants/REGISTER_FORM_FIELDS';
import { buildRegisterSchema } from '../utils/buildRegisterSchema';
import { registerFormFields } from '../utils/registerFormFields';

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 0,
  patternId: 'any',
  ...over,
});

function rulesWith(over: Partial<Record<keyof RegisterRules, Partial<RegisterRule>>> = {}): RegisterRules {
  const rules = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, rule(over[f])])) as RegisterRules;
  rules.username = rule({
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 'letters_digits',
    ...over.username,
  });
  rules.password = rule({
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'password',
    ...over.password,
  });
  rules.confirmPassword = rule({ enabled: true, required: true, ...over.confirmPassword });
  return rules;
}

const messages: RuleMessages = {
  required: (label) => `${label} not empty`,
  pattern: (id, min, max) => `${id}:${min === max ? min : `${min}-${max}`}`,
  inconsistent: 'inconsistent_twice',
  invalidVerificationCode: 'invalid verification code',
  invalidInvitationCode: 'invalid invitation code',
};
const labels = Object.fromEntries(REGISTER_FORM_FIELDS.map((f) => [f, f.toUpperCase()])) as Record<RegisterFormField, string>;

function errorsOf(rules: RegisterRules, values: Record<string, string>, mode: 'username' | 'mobile' = 'username', verifyMobile = false) {
  const fields = registerFormFields(rules, { mode, verifyMobile });
  const result = buildRegisterSchema(rules, messages, { mode, fields, labels }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = { username: 'player1', password: 'secret12', confirmPassword: 'secret12' };

describe('registerFormFields', () => {
  it('shows username and passwords, plus only the fields the server enables', () => {
    expect(registerFormFields(rulesWith(), { mode: 'username', verifyMobile: true })).toEqual(['username', 'password', 'confirmPassword']);
    const rules = rulesWith({ email: { enabled: true }, zalo: { enabled: true }, paymentPassword: { enabled: true }, captcha: { enabled: true } });
    expect(registerFormFields(rules, { mode: 'username', verifyMobile: false })).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'email',
      'zalo',
      'captcha',
    ]);
  });

  it('mobile registration: the mobile number is the identity field, with its SMS code', () => {
    expect(registerFormFields(rulesWith(), { mode: 'mobile', verifyMobile: false })).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
  });

  it('mobile registration by number and password (MOBILENUMPASSREG3) asks for no SMS code', () => {
    expect(registerFormFields(rulesWith(), { mode: 'mobile', verifyMobile: true, mobilePasswordOnly: true })).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
    ]);
  });

  it('username registration verifies an enabled mobile number by SMS only with REGMBVERF3 and the code rule on', () => {
    const rules = rulesWith({ mobileNum: { enabled: true }, verificationCode: { enabled: true } });
    expect(registerFormFields(rules, { mode: 'username', verifyMobile: true })).toContain('verificationCode');
    expect(registerFormFields(rules, { mode: 'username', verifyMobile: false })).not.toContain('verificationCode');
    expect(registerFormFields(rulesWith({ mobileNum: { enabled: true } }), { mode: 'username', verifyMobile: true })).not.toContain('verificationCode');
  });
});

describe('buildRegisterSchema', () => {
  it('accepts a valid form', () => {
    expect(errorsOf(rulesWith(), valid)).toEqual({});
  });

  it('says "<label> not empty" for missing required fields', () => {
    expect(errorsOf(rulesWith(), { username: '', password: '', confirmPassword: '' })).toEqual({
      username: 'USERNAME not empty',
      password: 'PASSWORD not empty',
      confirmPassword: 'CONFIRMPASSWORD not empty',
    });
  });

  it('checks acceptedPattern with the patternId message and min/max filled in', () => {
    expect(errorsOf(rulesWith(), { ...valid, username: 'bad name!' })).toEqual({ username: 'letters_digits:4-16' });
  });

  it('checks the length bounds', () => {
    expect(errorsOf(rulesWith(), { ...valid, username: 'abc' })).toEqual({ username: 'letters_digits:4-16' });
    expect(errorsOf(rulesWith(), { ...valid, username: 'a'.repeat(17) })).toEqual({ username: 'letters_digits:4-16' });
    expect(errorsOf(rulesWith(), { ...valid, username: 'a'.repeat(16) })).toEqual({});
  });

  it('fills a single number when min equals max', () => {
    const rules = rulesWith({
      paymentPassword: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, patternId: 'digits' },
    });
    expect(errorsOf(rules, { ...valid, paymentPassword: '12345' })).toEqual({ paymentPassword: 'digits:6' });
    expect(errorsOf(rules, { ...valid, paymentPassword: '123456' })).toEqual({});
  });

  it("treats '*' as any value (length still checked)", () => {
    const rules = rulesWith({ line: { enabled: true, acceptedPattern: '*', minLength: 4, maxLength: 30, patternId: 'any' } });
    expect(errorsOf(rules, { ...valid, line: '@@ ~~ çã' })).toEqual({});
    expect(errorsOf(rules, { ...valid, line: '@@' })).toEqual({ line: 'any:4-30' });
  });

  it('optional enabled fields may stay empty but must match when filled', () => {
    const rules = rulesWith({ email: { enabled: true, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 100, patternId: 'email' } });
    expect(errorsOf(rules, { ...valid, email: '' })).toEqual({});
    expect(errorsOf(rules, { ...valid, email: 'nope' })).toEqual({ email: 'email:5-100' });
  });

  it('requires an enabled field when the rule says required', () => {
    const rules = rulesWith({ payeeName: { enabled: true, required: true, minLength: 2, maxLength: 50, patternId: 'real_name' } });
    expect(errorsOf(rules, { ...valid })).toEqual({ payeeName: 'PAYEENAME not empty' });
  });

  it('ignores disabled fields entirely, even when marked required', () => {
    const rules = rulesWith({ qqNum: { enabled: false, required: true, acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12 } });
    expect(errorsOf(rules, { ...valid, qqNum: 'x' })).toEqual({});
  });

  it('confirmPassword must equal password (inconsistent_twice)', () => {
    expect(errorsOf(rulesWith(), { ...valid, confirmPassword: 'secret13' })).toEqual({ confirmPassword: 'inconsistent_twice' });
  });

  it('mobile registration requires the mobile number and the SMS code, capped at 255 characters', () => {
    const rules = rulesWith({
      mobileNum: { enabled: true, required: false, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' },
      verificationCode: { enabled: false, acceptedPattern: '*', minLength: 1, maxLength: 0 },
    });
    const base = { password: 'secret12', confirmPassword: 'secret12', countryDialingCode: '+55' };
    expect(errorsOf(rules, base, 'mobile')).toEqual({ mobileNum: 'MOBILENUM not empty', verificationCode: 'VERIFICATIONCODE not empty' });
    expect(errorsOf(rules, { ...base, mobileNum: '12ab', verificationCode: '1'.repeat(256) }, 'mobile')).toEqual({
      mobileNum: 'phone:8-11',
      verificationCode: 'invalid verification code',
    });
    expect(errorsOf(rules, { ...base, mobileNum: '11987654321', verificationCode: '1'.repeat(255) }, 'mobile')).toEqual({});
  });

  it('uses the invitation-code message for a malformed affiliate code', () => {
    const rules = rulesWith({ affiliateCode: { enabled: true, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16 } });
    expect(errorsOf(rules, { ...valid, affiliateCode: 'a b' })).toEqual({ affiliateCode: 'invalid invitation code' });
  });
});
