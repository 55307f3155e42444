import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { SCHEMAS_DIR } from './form-rules';

/**
 * The proof of docs/architecture.md "Forms": a rule edited in schemas/forms binds the API after a restart. A copy of schemas/ gets
 * password minLength 5 → 8 and a lower-case-only username pattern in register-default.json and password minLength 8 in
 * change-password.json; an app built on the copy refuses what an app built on the unedited copy accepts.
 */
const SEVEN = 'kestan7'; // not a common password (docs/security.md), so only the length rule decides
const defaultVariant = (overrides: Record<string, unknown> = {}) =>
  fastRegistration({ isFast: false, PersonalNo: '12345678950', birthDate: '1990-05-17', password: SEVEN, password2: SEVEN, ...overrides });

function copySchemas(edit: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  if (edit) {
    const change = (file: string, apply: (form: { properties: Record<string, Record<string, unknown>> }) => void) => {
      const path = join(dir, 'forms', file);
      const form = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, Record<string, unknown>> };
      apply(form);
      writeFileSync(path, JSON.stringify(form, null, 2));
    };
    change('register-default.json', (form) => {
      form.properties.password.minLength = 8;
      form.properties.password2.minLength = 8;
      form.properties.username.pattern = '^[a-z0-9]+$';
      (form.properties.birthDate as { properties: Record<string, Record<string, unknown>> }).properties.year.pattern = '^(19[5-9][0-9]|20[0-9]{2})$';
    });
    // The confirmation rule (ui:options.matches) is read from the uiSchema: removed here, the server stops checking it.
    const uiPath = join(dir, 'forms', 'register-default.ui.json');
    const ui = JSON.parse(readFileSync(uiPath, 'utf8')) as { password2: { 'ui:options': Record<string, unknown> } };
    delete ui.password2['ui:options'].matches;
    writeFileSync(uiPath, JSON.stringify(ui, null, 2));
    change('change-password.json', (form) => {
      form.properties.password.minLength = 8;
      form.properties.confirmPassword.minLength = 8;
    });
  }
  return dir;
}

const dirs: string[] = [];
let edited: TestApp;
let unedited: TestApp;
beforeAll(async () => {
  dirs.push(copySchemas(true), copySchemas(false));
  edited = await createTestApp({ schemasDir: dirs[0] });
  unedited = await createTestApp({ schemasDir: dirs[1] });
});
afterAll(async () => {
  await Promise.all([edited?.close(), unedited?.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const register = (t: TestApp, body: unknown) => call(t.app, 'POST', '/api/auth/register', { body, locale: 'en' });

describe('a form rule edited in schemas/forms binds the API (docs/architecture.md "Forms")', () => {
  it('default registration: a 7-character password is refused after minLength 5 → 8, accepted before', async () => {
    expect(await register(edited, defaultVariant())).toMatchObject({
      status: 400,
      body: { success: false, message: 'Password must be at least 8 characters.' },
    });
    expect((await register(unedited, defaultVariant())).status).toBe(200);
    expect((await register(edited, defaultVariant({ password: 'kestane8', password2: 'kestane8' }))).status).toBe(200);
  });

  it('default registration: the edited username pattern (lower case only) is the rule', async () => {
    const body = () => defaultVariant({ username: `Upper${Date.now().toString(36)}`, password: 'kestane8', password2: 'kestane8' });
    expect(await register(edited, body())).toMatchObject({ status: 400, body: { message: 'Username must contain letters and digits only.' } });
    expect((await register(unedited, body())).status).toBe(200);
  });

  it('the password confirmation is the uiSchema\'s ui:options.matches (register-default.ui.json), as on the site', async () => {
    const body = () => defaultVariant({ password: 'kestane8', password2: 'abcd9999' });
    expect(await register(unedited, body())).toMatchObject({ status: 400, body: { message: 'Passwords do not match.' } });
    expect((await register(edited, body())).status).toBe(200);
  });

  it('default registration: the birth date parts follow the form (year pattern edited to 1950 and later)', async () => {
    const body = () => defaultVariant({ birthDate: '1940-05-17', password: 'kestane8', password2: 'kestane8' });
    expect(await register(edited, body())).toMatchObject({ status: 400, body: { message: 'Birthdate is not valid.' } });
    expect((await register(unedited, body())).status).toBe(200);
  });

  it('fast registration keeps its own form (register-fast.json, unedited): a 7-character password still registers', async () => {
    expect((await register(edited, fastRegistration({ password: SEVEN, password2: SEVEN }))).status).toBe(200);
  });

  it('change password: a 7-character new password is refused after minLength 5 → 8, accepted before', async () => {
    for (const [t, status] of [[edited, 400], [unedited, 200]] as const) {
      const p = await registerPlayer(t.app);
      const r = await call(t.app, 'POST', '/api/customer/changepassword', {
        body: { oldPassword: p.password, password: SEVEN, confirmPassword: SEVEN },
        token: p.token,
        locale: 'en',
      });
      expect(r.status).toBe(status);
      if (status === 400) expect(r.body.message).toBe('Password must be at least 8 characters.');
    }
  });
});
