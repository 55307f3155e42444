/** CLI of scripts/config-check.ts (`npm run check:config`): exits 1 and prints every problem as `file: /json/path: rule`. */
import { join } from 'node:path';
import { checkConfig } from './config-check';

const root = join(import.meta.dirname, '..');
try {
  await checkConfig(root);
  console.log('config check: config/ is valid');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
