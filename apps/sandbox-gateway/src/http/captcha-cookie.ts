import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { GatewayContext } from '../core/context';
import { consumeCaptcha, issueCaptcha } from '../domain/captcha';

/** The cookie that binds a captcha to the browser that was shown it. */
export const CAPTCHA_COOKIE = 'captcha_sid';

/** The browser's captcha id (its cookie), if any. */
export const captchaId = (c: Context) => getCookie(c, CAPTCHA_COOKIE);

/** A new captcha for the requesting browser (its cookie set when it had none); returns the base64 PNG. */
export function issueCaptchaFor(gw: GatewayContext, c: Context): string {
  const { sid, isNew, image } = issueCaptcha(gw, captchaId(c));
  if (isNew) setCookie(c, CAPTCHA_COOKIE, sid, { httpOnly: true, sameSite: 'Lax', path: '/' });
  return image;
}

/** Checks and consumes the requesting browser's captcha (single use). */
export const consumeCaptchaOf = (gw: GatewayContext, c: Context, answer: string | undefined) => consumeCaptcha(gw, captchaId(c), answer);
