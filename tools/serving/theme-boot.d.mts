/** Types of theme-boot.mjs (plain ESM, shared by the CSP, the nginx check and the brand build). */
export const THEME_BOOT_ATTRIBUTE: string;
export const THEME_BOOT_SCRIPT: string;
export const THEME_BOOT_SCRIPT_HASH: string;
