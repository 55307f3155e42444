/**
 * The ALTCHA widget, loaded only when a password check asks a challenge (a dynamic import of this module, so the
 * site's first bundle does not grow). The CSP-friendly build: styles from a file and the PBKDF2 solver as a worker
 * file of the site's own origin (no blob: or inline script; docs/security.md "Password spraying").
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaGlobal } from 'altcha/types';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
for (const algorithm of ['PBKDF2/SHA-256']) altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());

/** The widget's texts for `language` (the site's own tr/en texts, not the widget's bundled ones). */
export function setAltchaTexts(language: string, texts: Record<string, string>): void {
  altcha.i18n.set(language, texts);
}
