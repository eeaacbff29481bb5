/** Spec §2/§9: the country dropdown hides 200 ms after its field loses focus. */
export const DROPDOWN_BLUR_DELAY_MS = 200;
