/** Types of security-headers.mjs (plain ESM so the nginx check, the benchmarks and the Vite preview share one list). */
export interface SecurityHeaderOptions {
  frameSrc?: string;
  connectSrc?: string;
  imgSrc?: string;
  gtag?: boolean;
}
export function inlineScriptHashes(html: string): string[];
export function securityHeaders(options: SecurityHeaderOptions & { scriptHashes: string[] }): Record<string, string>;
export function builtSecurityHeaders(html: string, options?: SecurityHeaderOptions): Record<string, string>;
export function nginxHeaders(headers: Record<string, string>): string;
export const HSTS: string;
export const GTAG_SCRIPT_SRC: string;
export const GTAG_CONNECT_SRC: string;
export const NGINX_HEADERS_FILE: string;
