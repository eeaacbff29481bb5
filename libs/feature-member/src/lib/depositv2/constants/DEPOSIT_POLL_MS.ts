/** How often an open deposit order is read again (the credit shows within this time). */
export const DEPOSIT_POLL_MS = 2_000;
