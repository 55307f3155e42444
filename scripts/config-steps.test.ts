import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every step an operator may run after editing a form or config file refuses a broken one with the config check's
 * lines, naming the file and the JSON path (docs/operators.md "Checking a change"): the real npm scripts, run as child
 * processes in a temp copy of the repository (its node_modules linked) whose register form breaks two rules.
 */

const root = join(import.meta.dirname, '..');
const FORM = 'schemas/forms/register-default.json';
const MIN_LENGTH = `${FORM}: /properties/password/minLength: not valid JSON Schema: must be integer`;
const PATTERN = `${FORM}: /properties/username/pattern: regex does not compile: Invalid regular expression: /([a-z/u: Unterminated character class`;
// What the copy never needs: outputs, data, the repository's own metadata.
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'data', 'data.lock', 'test-results', 'playwright-report', '.tmp']);
// A server or dev server that a regression lets start listens here (this suite's port), and is stopped by the timeout.
const PORT = '8136';

let dir: string;
let shippedForm: string;

/** Runs `npm <args>` in the copy; returns its exit status (null when it had to be stopped) and its whole output. */
function npm(args: string[], env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync('npm', args, {
    cwd: dir,
    encoding: 'utf8',
    timeout: 150_000,
    // CONFIG_STEPS_NESTED: a regression that lets `npm test` reach Vitest must not run this suite again inside the copy.
    env: { ...process.env, PORT, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), TEST_SKIP_E2E: '1', CONFIG_STEPS_NESTED: '1', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Writes `file` of the copy as `change` makes it from the shipped text, runs `body`, then puts the shipped text back. */
async function withFile(file: string, change: (text: string) => string, body: () => void): Promise<void> {
  const shipped = await readFile(join(dir, file), 'utf8');
  await writeFile(join(dir, file), change(shipped));
  try {
    body();
  } finally {
    await writeFile(join(dir, file), shipped);
  }
}

describe.skipIf(process.env.CONFIG_STEPS_NESTED === '1')('a broken form rule, at every step an operator runs', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'config-steps-'));
    await cp(root, dir, { recursive: true, filter: (path) => !SKIP.has(relative(root, path).split(/[\\/]/)[0]) });
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    shippedForm = await readFile(join(dir, FORM), 'utf8');
    const form = JSON.parse(shippedForm) as { properties: Record<string, Record<string, unknown>> };
    form.properties.password.minLength = 'eight';
    form.properties.username.pattern = '([a-z';
    await writeFile(join(dir, FORM), `${JSON.stringify(form, null, 2)}\n`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    ['npm run codegen', ['run', 'codegen']],
    ['npm run check:config', ['run', 'check:config']],
    ['npm run build', ['run', 'build']],
    ['npm start (no built site: it builds first)', ['start']],
    ['npm test', ['test']],
    ['npm run typecheck', ['run', 'typecheck']],
    ['npm run dev', ['run', 'dev', '--', '--port', PORT, '--strictPort']],
  ])('%s names the file and the JSON path of both problems', (_step, args) => {
    const { status, output } = npm(args);
    expect(output).toContain('Config check failed (2 problems):');
    expect(output).toContain(MIN_LENGTH);
    expect(output).toContain(PATTERN);
    expect(status).toBe(1);
  }, 160_000);

  it("npm start with a built site: the server's own check at start names them", async () => {
    // A build newer than every source: start.ts goes straight to the server, whose start runs checkConfig.
    for (const file of ['dist/index.html', 'dist-ssr/entry-server.js']) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), '');
    }
    try {
      const { status, output } = npm(['start']);
      expect(output).toContain('Server failed to start: Config check failed (2 problems):');
      expect(output).toContain(MIN_LENGTH);
      expect(output).toContain(PATTERN);
      expect(status).toBe(1);
    } finally {
      await rm(join(dir, 'dist'), { recursive: true, force: true });
      await rm(join(dir, 'dist-ssr'), { recursive: true, force: true });
    }
  }, 160_000);

  describe('other breakage codegen refuses with the same lines (form otherwise as shipped)', () => {
    beforeAll(() => writeFile(join(dir, FORM), shippedForm));

    it.each([
      [
        'a JSON syntax error in a form: file:line:column',
        FORM,
        (text: string) => text.replace('"type": "object",', '"type": "object"'),
        `${FORM}:6:3: Expected ',' or '}' after property value`,
      ],
      [
        'a JSON syntax error in its uiSchema',
        'schemas/forms/login.ui.json',
        (text: string) => text.replace('"ui:order": [', '"ui:order" ['),
        "schemas/forms/login.ui.json:2:14: Expected ':' after property name",
      ],
      [
        'an unknown keyword (a typo codegen used to drop silently)',
        'schemas/forms/login.json',
        (text: string) => text.replace('"minLength"', '"minLenght"'),
        'schemas/forms/login.json: /properties/username: does not compile with Ajv strict: strict mode: unknown keyword: "minLenght"',
      ],
      [
        'a type that is no JSON Schema type',
        'schemas/forms/login.json',
        (text: string) => text.replace('"type": "string"', '"type": "strnig"'),
        'schemas/forms/login.json: /properties/username/type: not valid JSON Schema: must be equal to one of the allowed values',
      ],
    ])('%s', async (_kind, file, change, line) => {
      await withFile(file, change, () => {
        const { status, output } = npm(['run', 'codegen']);
        expect(output).toContain(`codegen failed: Config check failed (`);
        expect(output).toContain(line);
        expect(status).toBe(1);
      });
    }, 160_000);
  });
});
