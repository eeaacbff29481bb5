/** docs/product/accounts-and-auth.md: the captcha image refreshes at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
