import type toastApi from 'react-hot-toast';

type ToastApi = typeof toastApi;

/**
 * Raises a toast from code that is part of the home page's first load, without bundling react-hot-toast into it
 * (docs/performance.md: home first-load JS within 180 KB): `show` gets react-hot-toast's `toast` once its chunk is
 * there (at once after the app's deferred toaster has loaded it, src/app/providers.tsx). Code that loads on demand
 * (dialogs, pages other than home) imports react-hot-toast directly.
 */
export function withToast(show: (toast: ToastApi) => void): void {
  void import('react-hot-toast').then(({ default: toast }) => show(toast));
}
