/**
 * The flags every headless Chromium of the project starts with (journeys, benchmarks, screenshots): Debian's
 * `chromium` in a container, without the sandbox, GPU or any background traffic (docs/testing.md).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
