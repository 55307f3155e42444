import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_OPERATOR } from '@server/operator/accounts';

/**
 * The journey server's operator listener (docs/operators.md "The operator listener"): playwright.config.ts starts the
 * server with OPERATOR_PORT = E2E_PORT + 1; the public port does not serve /api/operator/*.
 */
export const operatorBase = (): string => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8123) + 1}`;

/** POSTs `data` to the operator API path `path` (e.g. /api/operator/withdrawals/7/approve), signed in as the test mode's demo admin. */
export function operatorPost(request: APIRequestContext, path: string, data: unknown = {}): Promise<APIResponse> {
  const authorization = `Basic ${Buffer.from(`${DEMO_OPERATOR.name}:${DEMO_OPERATOR.password}`).toString('base64')}`;
  return request.post(`${operatorBase()}${path}`, { data, headers: { authorization } });
}
