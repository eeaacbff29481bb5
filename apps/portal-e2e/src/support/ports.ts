/** Ports of the e2e run (apart from `npm start`'s 3100/4200). */
export const E2E_GATEWAY_PORT = Number(process.env['E2E_GATEWAY_PORT'] ?? 3199);
export const E2E_PORTAL_PORT = Number(process.env['E2E_PORTAL_PORT'] ?? 4299);
/** The gateway's second port: game and chat pages on another origin than the portal's. */
export const E2E_FRAME_PORT = Number(process.env['E2E_FRAME_PORT'] ?? E2E_GATEWAY_PORT + 2000);
export const OPERATOR_KEY = 'e2e-operator-key';
export const GATEWAY_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
/** The gateway's CDN stand-in (artwork and game pages on a third origin), listed by the permission when a journey says so. */
export const E2E_CDN_PORT = Number(process.env['E2E_CDN_PORT'] ?? E2E_GATEWAY_PORT + 2500);
export const CDN_ORIGIN = `http://127.0.0.1:${E2E_CDN_PORT}`;
