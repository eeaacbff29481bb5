import { expect, type APIRequestContext } from '@playwright/test';
import { GATEWAY_URL, OPERATOR_KEY } from './ports';

/** Operator controls that only the sandbox has (`/sandbox/...`, guarded by the operator key). Journeys use the `operator` fixture built on it. */
export async function operator(request: APIRequestContext, method: 'PUT' | 'POST' | 'GET' | 'DELETE', path: string, data?: unknown) {
  const response = await request.fetch(`${GATEWAY_URL}${path}`, {
    method,
    data,
    headers: { 'X-Operator-Key': OPERATOR_KEY },
  });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBeTruthy();
  return response.json();
}
