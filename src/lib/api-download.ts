import type { Contract, Envelope } from '@contracts/contract';
import { ApiError, baseHeaders, handleUnauthorized } from './api-client';

/*
 * File downloads through the api client's headers (the history export). A module of its own so the home page's
 * first download does not carry it; only the pages with an export import it.
 */
/** A file the server sent (e.g. a CSV export): its bytes and the name from Content-Disposition, if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * GET a file call (`contract`, e.g. customer/export) with its query, through the same headers and 401 handling as
 * `api`. A JSON reply is an envelope: its message is thrown as ApiError (e.g. a date range
 * over the limit); any other 2xx body is the file.
 */
export async function apiDownload<Q extends object>(contract: Contract<undefined, Q, null>, query: Q): Promise<DownloadedFile> {
  const url = new URL(`api/${contract.path}`, document.baseURI);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers: baseHeaders('text/csv, application/json') });
  } catch {
    throw new ApiError('Network error', 0);
  }
  if (response.status === 401) handleUnauthorized();
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null;
    throw new ApiError(envelope?.message || response.statusText || 'Request failed', response.status, envelope?.data ?? null);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Hands a downloaded file to the browser as a download (a temporary object URL on an <a download>). */
export function saveDownload(file: DownloadedFile, fallbackName: string): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has read the URL.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
