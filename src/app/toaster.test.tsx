// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletDetail } from '@contracts/api';
import { api } from '@site/lib/api-client';
import { Dialog } from '@site/components/dialog';
import { initTestI18n, renderApp } from './test-utils';

beforeAll(async () => {
  await initTestI18n();
  // The app mounts the toaster lazily after its first render (src/app/providers.tsx); load its module up front.
  await import('./toaster');
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('toasts over a modal dialog', () => {
  it('stay perceivable: a toast raised while a dialog hides the page is still found by role', async () => {
    renderApp({
      ui: (
        <>
          <p>The page</p>
          <Dialog open title="Verify" onClose={() => undefined}>
            <input aria-label="Code" />
          </Dialog>
        </>
      ),
    });
    await screen.findByRole('dialog', { name: 'Verify' });
    // The page behind the modal is hidden from assistive technology ...
    expect(screen.getByText('The page').closest('[aria-hidden="true"]')).not.toBeNull();
    act(() => {
      toast.error('The code is not correct.');
    });
    // ... but not the toasts.
    expect(await screen.findByRole('status')).toHaveTextContent('The code is not correct.');
  });
});

describe('the error toast of a failed call', () => {
  it('names the reply\'s request id under the message, so support can find the server\'s log line', async () => {
    const failed = new Response(JSON.stringify({ success: false, message: 'Ödeme başlatılamadı.', data: null }), {
      status: 500,
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-41c7' },
    });
    vi.stubGlobal('fetch', vi.fn(async () => failed));
    renderApp({ ui: <p>The page</p> });
    const error = (await api(walletDetail, { id: 3, type: 2 }).catch((e: unknown) => e)) as Error;
    act(() => {
      toast.error(error.message);
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Ödeme başlatılamadı.');
    expect(status).toHaveTextContent('Reference: edge-41c7');
  });

  it('an error toast that is no failed call\'s message has no reference line', async () => {
    renderApp({ ui: <p>The page</p> });
    act(() => {
      toast.error('Kopyalanamadı.');
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Kopyalanamadı\.$/);
  });
});
