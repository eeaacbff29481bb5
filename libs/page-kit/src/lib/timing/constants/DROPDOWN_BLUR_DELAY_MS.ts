/** docs/product/accounts-and-auth.md "Registration": the dial-code list hides 200 ms after the field loses focus. */
export const DROPDOWN_BLUR_DELAY_MS = 200;
