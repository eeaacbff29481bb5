/** Types of security-headers.mjs (plain ESM so nginx checks and the Vite preview share one list). */
export function securityHeaders(options?: { frameSrc?: string; connectSrc?: string }): Record<string, string>;
export const HSTS: string;
