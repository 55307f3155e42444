import { afterAll } from 'vitest';
import { applyLanguageConfig, loadLanguageConfig } from '@server/i18n/languages';

/*
 * Set-up of every file of the `node` project (vitest.config.ts). Its files share their worker's modules
 * (isolate: false), so the process-wide state a file may change is put back from config/ when the file ends: the
 * language config (a config reload in a test applies its fixture's locale files to every later translation).
 */
afterAll(() => {
  applyLanguageConfig(loadLanguageConfig());
});
