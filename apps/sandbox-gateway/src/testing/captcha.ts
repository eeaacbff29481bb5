import { endpoints } from '@portal/api-contract';
import { call } from './client';
import type { Harness } from './harness';

/** A browser's solved captcha: the cookie it is bound to (send it as a header) and its answer. */
export interface SolvedCaptcha {
  headers: { Cookie: string };
  captcha: string;
}

/** Asks for a captcha as a new browser would and reads its answer through the operator control (what a person solving it types). */
export async function solvedCaptcha(h: Harness): Promise<SolvedCaptcha> {
  const res = await h.json<{ value: string }>('GET', endpoints.captcha.path);
  const sid = /captcha_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const answer = (await h.operator('GET', `/sandbox/captcha?sid=${sid}`)).body.value as { code: string | null };
  if (!sid || !answer.code) throw new Error('no captcha issued');
  return { headers: { Cookie: `captcha_sid=${sid}` }, captcha: answer.code };
}

/** Asks for an SMS login code as the portal does: with a solved captcha (the human check), on a brand's headers. */
export async function sendSmsLogin(h: Harness, body: { countryDialingCode: string; mobileNum: string }, headers: Record<string, string> = {}) {
  const human = await solvedCaptcha(h);
  return call(h, endpoints.smsLogin, { ...body, captcha: human.captcha }, { headers: { ...headers, ...human.headers } });
}
