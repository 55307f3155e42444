/** The local storage key of the browser's fingerprint (kept by a logout: src/lib/use-session.ts). */
export const FINGERPRINT_KEY = 'fingerprint';

/**
 * A stable per-browser identifier sent as `x-fingerprint` on every call and hub connection (docs/product.md §4 Startup, §7).
 * Random 128-bit hex, created once and kept in local storage. Falls back to an in-memory value when storage is blocked.
 */
export function getFingerprint(): string {
  try {
    const existing = localStorage.getItem(FINGERPRINT_KEY);
    if (existing) return existing;
    const created = randomHex();
    localStorage.setItem(FINGERPRINT_KEY, created);
    return created;
  } catch {
    return (memoryFingerprint ??= randomHex());
  }
}

let memoryFingerprint: string | undefined;

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
