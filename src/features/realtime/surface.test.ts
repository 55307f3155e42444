import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import en from '@config/locales/en.json';
import { initI18n } from '@site/lib/i18n';
import { surfaceConnectionMessage } from './surface';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));
vi.stubGlobal('document', { documentElement: {} });

beforeAll(async () => {
  await initI18n('en', { en: { translation: en } });
});
beforeEach(() => vi.clearAllMocks());

describe('surfaceConnectionMessage (docs/product.md §7 hub: cmd error, disconnect, reconnected surface to the player)', () => {
  it('shows the docs/product.md §8 timeout text when the client reports the server timeout', () => {
    const text = 'Server timeout elapsed without receiving a message from the server.';
    expect(surfaceConnectionMessage({ cmd: 'disconnect', message: text }, 'client')).toBe(true);
    expect(toast.error).toHaveBeenCalledWith(text, { id: 'realtime-disconnect' });
    surfaceConnectionMessage({ cmd: 'error', message: text }, 'client');
    expect(toast.error).toHaveBeenLastCalledWith(text, { id: 'realtime-error' });
  });

  it('translates client events and never shows technical socket errors', () => {
    surfaceConnectionMessage({ cmd: 'disconnect', message: 'WebSocket closed with status code: 1006 ().' }, 'client');
    expect(toast.error).toHaveBeenCalledWith('The live connection was lost.', { id: 'realtime-disconnect' });
    surfaceConnectionMessage({ cmd: 'reconnected', message: 'Connection ID: abc123' }, 'client');
    expect(toast.success).toHaveBeenCalledWith('Connection restored. Connection ID: abc123', { id: 'realtime-reconnected' });
  });

  it("shows the server's own text for pushed commands", () => {
    surfaceConnectionMessage({ cmd: 'error', message: 'Hesabınız askıya alındı.' }, 'server');
    expect(toast.error).toHaveBeenCalledWith('Hesabınız askıya alındı.', { id: 'realtime-error' });
  });

  it('leaves other commands to the caller', () => {
    expect(surfaceConnectionMessage({ cmd: 'Notification', message: {} }, 'server')).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
