import i18next from 'i18next';
import toast from 'react-hot-toast';
import { SERVER_TIMEOUT_TEXT } from './constants';
import type { NotifyMessage } from './notify-message';

const text = (message: unknown): string => (typeof message === 'string' ? message.trim() : '');

/**
 * Shows cmd 'error', 'disconnect' and 'reconnected' to the player as toasts (docs/product.md §7 hub, §8). Server pushes show
 * the server's own (already localised) text; the client's events show translated texts, docs/product.md §8's timeout text
 * included. Returns false for any other cmd (e.g. 'Notification'), which the caller handles.
 */
export function surfaceConnectionMessage({ cmd, message }: NotifyMessage, origin: 'server' | 'client'): boolean {
  const t = i18next.t.bind(i18next);
  const own = origin === 'server' ? text(message) : '';
  const timeout = text(message) === SERVER_TIMEOUT_TEXT;
  switch (cmd) {
    case 'error':
      toast.error(own || t(timeout ? 'realtime.timeout' : 'realtime.offline'), { id: 'realtime-error' });
      return true;
    case 'disconnect':
      toast.error(own || t(timeout ? 'realtime.timeout' : 'realtime.disconnected'), { id: 'realtime-disconnect' });
      return true;
    case 'reconnected': {
      const detail = text(message);
      toast.success(own || [t('realtime.reconnected'), detail].filter(Boolean).join(' '), { id: 'realtime-reconnected' });
      return true;
    }
    default:
      return false;
  }
}
