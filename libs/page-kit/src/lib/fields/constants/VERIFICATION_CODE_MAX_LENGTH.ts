/** The longest SMS verification code the platform accepts. */
export const VERIFICATION_CODE_MAX_LENGTH = 255;
