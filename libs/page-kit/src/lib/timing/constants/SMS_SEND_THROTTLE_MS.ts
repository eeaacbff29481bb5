/** Spec §5/§9: an SMS code is sent at most once per second. */
export const SMS_SEND_THROTTLE_MS = 1000;
