/**
 * What src/ssr/page-start.ts hands the app (src/main.tsx) on a server-rendered page: the release of the input it held
 * before the app was there. A global, not an import: boot.ts must import nothing and nothing may import it, so that it
 * stays the small file of its own that a page starts with (a shared module would pull the app's chunk in with it).
 */
interface Window {
  siteEarlyInput?: () => void;
}
