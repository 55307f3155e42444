import type { QueryClient } from '@tanstack/react-query';
import { PROTECTION_KEY } from './keys';

/** After any protection change: the status (limits, reality check) and the session summary are stale. */
export function invalidateProtection(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROTECTION_KEY });
}
