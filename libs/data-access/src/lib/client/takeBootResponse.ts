import { HEADER } from '@portal/api-contract';

/**
 * The answers index.html's boot script asked for before the portal's code arrived, by request:
 * `<url> <Language header> <Authorization header or ''>` (tools/serving/boot-script.mjs writes
 * them; docs/product/performance.md "The start's calls leave with the HTML").
 */
declare global {
  var __portalBoot: Partial<Record<string, Promise<Response>>> | undefined;
}

/**
 * The boot script's response to exactly this request (same URL, language and session), once: the
 * first call takes it, any later call (a refetch, a retry) sends its own request.
 */
export function takeBootResponse(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const boot = globalThis.__portalBoot;
  if (!boot) return undefined;
  const key = `${url} ${headers[HEADER.language] ?? ''} ${headers[HEADER.authorization] ?? ''}`;
  const response = boot[key];
  if (response) delete boot[key];
  return response;
}

/** `response`, or the signal's reason if it aborts first (a boot request cannot be aborted itself). */
export function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}
