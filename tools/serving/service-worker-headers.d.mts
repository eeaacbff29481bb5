/** Types of service-worker-headers.mjs (plain ESM, shared by the nginx check and the Vite preview). */
export const SERVICE_WORKER_FILE: string;
export function serviceWorkerHeaders(pageHeaders: Record<string, string>): Record<string, string>;
