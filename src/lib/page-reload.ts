/** Reloads the page (one seam, so tests can watch when a reload happens without a real navigation). */
export function reloadPage(): void {
  window.location.reload();
}
