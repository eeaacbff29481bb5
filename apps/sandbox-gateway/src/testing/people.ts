import { endpoints, type WithdrawalQuote } from '@portal/api-contract';
import { call, lastSmsCode } from './client';
import type { Harness } from './harness';

/**
 * Players as the abuse tests replay them: each request from a client address (`X-Forwarded-For`
 * through the trusted loopback proxy) and, when it has one, a device id (`Device-Id`), on a
 * merchant (the harness's `TEST` unless named).
 */
export interface Client {
  ip: string;
  device?: string;
  merchant?: string;
}

export const headersOf = (client: Client): Record<string, string> => ({
  'X-Forwarded-For': client.ip,
  ...(client.device ? { 'Device-Id': client.device } : {}),
  ...(client.merchant ? { Merchant: client.merchant } : {}),
});

export const PAYMENT_PASSWORD = '135790';

let mobiles = 0;
/** A fresh Brazilian mobile number (11 digits) for this test process. */
export const newMobile = () => `1197${String(++mobiles).padStart(7, '0')}`;

/** Registers by mobile number (SMS-verified) from a client; returns the member logged in, or throws with the refusal. */
export async function registerByMobile(h: Harness, client: Client, extra: Record<string, unknown> = {}) {
  const mobileNum = (extra['mobileNum'] as string | undefined) ?? newMobile();
  const countryDialingCode = (extra['countryDialingCode'] as string | undefined) ?? '+55';
  await call(h, endpoints.smsRegister, { countryDialingCode, mobileNo: mobileNum }, { headers: headersOf(client) });
  const res = await call<{ token: string; userName: string }>(
    h,
    endpoints.mobileRegister,
    {
      countryDialingCode,
      mobileNum,
      verificationCode: await lastSmsCode(h, `${countryDialingCode.replace(/\D/g, '')}${mobileNum}`),
      password: 'secret12',
      confirmPassword: 'secret12',
      ...extra,
    },
    { headers: headersOf(client) },
  );
  if (!res.body.success) throw Object.assign(new Error(`register: ${res.status} ${res.body.message}`), { body: res.body });
  return { token: res.body.value.token, username: res.body.value.userName, mobileNum, dialingCode: countryDialingCode, client };
}
export type Member = Awaited<ReturnType<typeof registerByMobile>>;

/** Calls an endpoint as the member, from its own client. */
export const as = <T = unknown>(h: Harness, m: Member, ep: Parameters<typeof call>[1], input: unknown = {}) =>
  call<T>(h, ep, input, { token: m.token, headers: headersOf(m.client) });

export const balanceOf = async (h: Harness, m: Member) => (await as<{ sumBalance: number }>(h, m, endpoints.balance)).body.value.sumBalance;
export const quoteOf = async (h: Harness, m: Member) => (await as<WithdrawalQuote>(h, m, endpoints.withdrawalQuote)).body.value;

/** Sets the member's payment password with the SMS code sent to its number. */
export async function withPaymentPassword(h: Harness, m: Member) {
  h.clock.advance(1001); // one SMS per number per second: the registration's code was just sent
  await as(h, m, endpoints.smsPaymentPassword);
  const verificationCode = await lastSmsCode(h, `${m.dialingCode.replace(/\D/g, '')}${m.mobileNum}`);
  const set = await as(h, m, endpoints.paymentPasswordSet, { verificationCode, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD });
  if (!set.body.success) throw new Error(`payment password: ${set.body.message}`);
}

/** Binds a payout account (a PIX key by default, of type CPF) with the payment password. */
export const bindPayout = (h: Harness, m: Member, account: Record<string, unknown>) =>
  as<{ id: number }>(h, m, endpoints.payoutAccountBind, {
    type: 'PIX',
    holderName: 'Ana Souza',
    pixKeyType: 'CPF',
    paymentPassword: PAYMENT_PASSWORD,
    ...account,
  });

/** Asks for a withdrawal of `amount` to a payout account. */
export const withdraw = (h: Harness, m: Member, payoutAccountId: number, amount: number) =>
  as(h, m, endpoints.withdrawalCreate, { payoutAccountId, amount, paymentPassword: PAYMENT_PASSWORD });
