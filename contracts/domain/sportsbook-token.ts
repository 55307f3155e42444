/**
 * How long (ms) the site waits for GET sportsbook/token when a sportsbook frame asks for a fresh launch token
 * (src/features/sports/api/sportsbook-token.ts): a call that has not answered by then is aborted and the frame is told
 * the refresh failed, so a hanging call neither leaves the frame waiting nor holds one of the browser's connections.
 */
export const SPORTSBOOK_TOKEN_TIMEOUT_MS = 8_000;

/**
 * How long (ms) the demo sportsbook frame waits for the site's answer to its tokenExpired before it shows the refresh
 * as failed by itself (server/sports/providers/demo-page/main.js, handed over by page.ts): longer than the site's
 * own bound, so the site's answer normally comes first.
 */
export const SPORTSBOOK_REFRESH_WAIT_MS = SPORTSBOOK_TOKEN_TIMEOUT_MS + 2_000;
