/** Types of boot-script.mjs (plain ESM, shared by the CSP, the nginx check and the brand build). */
export const THEME_BOOT_ATTRIBUTE: string;
export const BOOT_DATA_ATTRIBUTE: string;
export const BOOT_SCRIPT: string;
export const BOOT_SCRIPT_HASH: string;
