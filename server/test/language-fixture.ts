import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_DIR, loadLanguageConfig, type LanguageConfig } from '@server/i18n/languages';

/** The marker every text of the fixture language starts with, so a test sees which file a text came from. */
export const TEST_LANGUAGE_MARKER = '[de] ';

/** Every string leaf of `node` with `prefix` in front. */
function marked(node: unknown, prefix: string): unknown {
  if (typeof node === 'string') return prefix + node;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, marked(v, prefix)]));
}

/**
 * The proof that a language is data (docs/operators.md "Adding a language"): a temp copy of config/ with a third language added the way an
 * operator adds one — `locales/de.json` (the English texts, each starting with TEST_LANGUAGE_MARKER) and a line
 * `{ "code": "de", "name": "Deutsch" }` in site.json `languages` — and no code change. `defaultLanguage` may be set
 * too. Returns the folder, its language config (for applyLanguageConfig) and a dispose() that deletes the folder.
 */
export function germanConfigFixture(options: { defaultLanguage?: string } = {}): { dir: string; config: LanguageConfig; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'config-de-'));
  cpSync(CONFIG_DIR, dir, { recursive: true });
  const en = JSON.parse(readFileSync(join(dir, 'locales', 'en.json'), 'utf8')) as unknown;
  writeFileSync(join(dir, 'locales', 'de.json'), `${JSON.stringify(marked(en, TEST_LANGUAGE_MARKER), null, 2)}\n`);
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { languages: { code: string; name: string }[]; defaultLanguage: string };
  site.languages.push({ code: 'de', name: 'Deutsch' });
  if (options.defaultLanguage) site.defaultLanguage = options.defaultLanguage;
  writeFileSync(join(dir, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return { dir, config: loadLanguageConfig(dir), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
