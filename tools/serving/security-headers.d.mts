/** Types of security-headers.mjs (plain ESM so nginx checks and the Vite preview share one list). */
export function securityHeaders(options?: { frameSrc?: string; connectSrc?: string; imgSrc?: string; gtag?: boolean }): Record<string, string>;
export const HSTS: string;
export const GTAG_SCRIPT_SRC: string;
export const GTAG_CONNECT_SRC: string;
