import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { launchRequest, type LaunchContext, type LaunchableGame } from '../launch-request';

/** A launched game: a URL for a normal frame, or HTML plus a script for a sandboxed srcdoc frame (SoftGamings). */
export type LaunchedGame = { url: string } | { html: string };

/**
 * Game launch (spec §7): calls the provider kind's launch endpoint with its payload (see launchRequest).
 * Errors: ApiError with the server's message; RangeError for an unknown provider kind.
 */
export async function launchGame(game: LaunchableGame, context: LaunchContext): Promise<LaunchedGame> {
  const request = launchRequest(game, context);
  const data = await api<string>('POST', request.path, request.body);
  if (typeof data !== 'string' || data === '') throw new Error('Invalid launch reply');
  return request.html ? { html: data } : { url: data };
}

/** The launch mutation (a new game session per call; reload calls it again). */
export function useLaunchGame() {
  return useMutation({ mutationFn: ({ game, context }: { game: LaunchableGame; context: LaunchContext }) => launchGame(game, context) });
}
