/// <reference types="vite/client" />
/** Brand folder name under config/brands, fixed at build time from the BRAND environment variable. */
declare const __BRAND__: string;
