// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from '@site/components/dialog';
import { initTestI18n, renderApp } from './test-utils';

beforeAll(async () => {
  await initTestI18n();
  // The app mounts the toaster lazily after its first render (src/app/providers.tsx); load its module up front.
  await import('./toaster');
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => toast.remove());

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
