import { api } from '@site/lib/api-client';
import { funLaunchRequest, launchRequest, type LaunchContext, type LaunchableGame, type PlayMode } from '@site/features/casino/launch-request';

/** A launched game: a URL for a normal frame, or HTML plus a script for a sandboxed srcdoc frame (SoftGamings). */
export type LaunchedGame = { url: string } | { html: string };

/**
 * Game launch (docs/product.md §7): calls the provider kind's launch endpoint with its payload (see launchRequest); in fun
 * mode casino/funlaunchurl (docs/fun-mode.md). Errors: ApiError with the server's message; RangeError for an unknown
 * provider kind.
 */
export async function launchGame(game: LaunchableGame, context: LaunchContext, mode: PlayMode = 'real'): Promise<LaunchedGame> {
  const request = mode === 'fun' ? funLaunchRequest(game, context) : launchRequest(game, context);
  const data = await api(request.contract, request.body);
  // A defensive read of the server's reply: a reply that is no URL (or HTML) must not open an empty frame.
  if (typeof data !== 'string' || data === '') throw new Error('Invalid launch reply');
  return request.html ? { html: data } : { url: data };
}
