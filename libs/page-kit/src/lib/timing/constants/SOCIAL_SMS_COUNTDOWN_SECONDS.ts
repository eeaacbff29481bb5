/** docs/product/accounts-and-auth.md: the countdown after a social-provider SMS is 1 minute. */
export const SOCIAL_SMS_COUNTDOWN_SECONDS = 60;
