/** docs/product/accounts-and-auth.md: an SMS code is sent at most once per second. */
export const SMS_SEND_THROTTLE_MS = 1000;
