import { expect, type APIRequestContext } from '@playwright/test';
import { GATEWAY_URL, OPERATOR_KEY } from './ports';

/** Operator controls that only the sandbox has (`/sandbox/...`, guarded by the operator key). */
export async function operator(request: APIRequestContext, method: 'PUT' | 'POST' | 'GET', path: string, data?: unknown) {
  const response = await request.fetch(`${GATEWAY_URL}${path}`, {
    method,
    data,
    headers: { 'X-Operator-Key': OPERATOR_KEY },
  });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBeTruthy();
  return response.json();
}

export function setSystemStatus(request: APIRequestContext, body: { status: 0 | 1 | 2; ip?: string; country?: string }) {
  return operator(request, 'PUT', '/sandbox/system/status', body);
}

/** What the gateway serves to the portal, read directly (to compare with what the user sees). */
export async function platformGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${GATEWAY_URL}${path}`, { headers: { Merchant: 'PT001', Language: 'PT' } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}
