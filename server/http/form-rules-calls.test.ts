import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '@server/i18n/field-labels';
import { registerPlayer } from '@server/test/account-helpers';
import type { TestPlayer } from '@server/test/account-helpers';
import { call, createTestApp, createTestDb, fastRegistration } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { ApiSchemas } from './api-schemas';
import { SCHEMAS_DIR } from './form-rules';

/**
 * docs/architecture.md "Forms", per call: each field a form has is validated by the API with the form's rule. A copy of schemas/
 * whose form property gets `maxLength: 2` must make the API refuse a body that is valid today, naming that field.
 */
type Body = Record<string, unknown>;
const password = 'secret123';
const registration = (overrides: Body = {}): Body => ({ ...fastRegistration(), ...overrides });
const defaultRegistration = (): Body => registration({ isFast: false, PersonalNo: '12345678950', birthDate: '1990-05-17' });

/** [request schema, body field, form file, form property, a valid body]. */
const FIELDS: [string, string, string, string, () => Body][] = [
  ...['username', 'password'].map((f): [string, string, string, string, () => Body] => ['auth/login.request', f, 'login', f, () => ({ username: 'player1', password })]),
  ...['username', 'password'].map((f): [string, string, string, string, () => Body] => ['auth/exclusion-return.request', f, 'login', f, () => ({ username: 'player1', password, step: 'request' })]),
  ...['name', 'surname', 'username', 'email', 'phone', 'password', 'password2'].flatMap((f): [string, string, string, string, () => Body][] => [
    ['auth/register.request', f, 'register-fast', f, registration],
    ['auth/register.request', f, 'register-default', f, defaultRegistration],
  ]),
  ['auth/register.request', 'PersonalNo', 'register-default', 'PersonalNo', defaultRegistration],
  ['auth/send-reset-password.request', 'username', 'recovery-username', 'username', () => ({ username: 'player1' })],
  ['auth/check-reset-code.request', 'username', 'recovery-username', 'username', () => ({ username: 'player1', code: '123456' })],
  ['auth/check-reset-code.request', 'code', 'recovery-code', 'code', () => ({ username: 'player1', code: '123456' })],
  ...(
    [['username', 'recovery-username'], ['code', 'recovery-code'], ['password', 'recovery-password'], ['password2', 'recovery-password']] as const
  ).map(([f, form]): [string, string, string, string, () => Body] => [
    'auth/change-password-with-code.request', f, form, f, () => ({ username: 'player1', code: '123456', password, password2: password }),
  ]),
  ...['oldPassword', 'password', 'confirmPassword'].map((f): [string, string, string, string, () => Body] => [
    'account/change-password.request', f, 'change-password', f, () => ({ oldPassword: 'oldSecret1', password, confirmPassword: password }),
  ]),
  ['account/update-phone.request', 'phone', 'phone-number', 'phone', () => ({ step: 1, phone: '905321234567' })],
  ['account/update-phone.request', 'code', 'phone-code', 'code', () => ({ step: 2, phone: '905321234567', code: '123456' })],
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of schemas/ in which each [form, property] of `targets` has maxLength 2. */
function tightenedCopy(targets: [string, string][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  dirs.push(dir);
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  for (const [form, property] of targets) {
    const path = join(dir, 'forms', `${form}.json`);
    const schema = JSON.parse(readFileSync(path, 'utf8')) as { properties: Record<string, Record<string, unknown>> };
    schema.properties[property].maxLength = 2;
    writeFileSync(path, JSON.stringify(schema));
  }
  return dir;
}

async function validatorOf(schemas: ApiSchemas, name: string) {
  const validate = schemas.compiler({ schema: schemas.get(name), httpPart: 'body', method: 'POST', url: `/${name}` }) as (
    data: unknown,
  ) => boolean;
  return validate;
}

describe('the API validates each form field with the form rule (schemas/forms)', () => {
  it.each(FIELDS)('%s: %s follows schemas/forms/%s.json#/properties/%s', async (name, field, form, property, body) => {
    const repo = await ApiSchemas.load();
    expect((await validatorOf(repo, name))(body())).toBe(true);
    const edited = await ApiSchemas.load(tightenedCopy([[form, property]]));
    const validate = (await validatorOf(edited, name)) as ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] };
    expect(validate(body())).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: `/${field}`, keyword: 'maxLength' });
  });
});

describe('a tightened form rule: the call answers 400 naming the field, in the request locale', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    // The player registers on the repository's rules; the same database is then served with the tightened copy.
    const db = await createTestDb();
    const unedited = await createTestApp({ db });
    player = await registerPlayer(unedited.app);
    await unedited.app.close();
    // Only one field per call is tightened, so the 400 must name exactly that one.
    t = await createTestApp({
      db,
      schemasDir: tightenedCopy([['login', 'password'], ['register-fast', 'email'], ['register-default', 'surname'], ['recovery-username', 'username'],
        ['change-password', 'oldPassword'], ['phone-number', 'phone']]),
    });
  });
  afterAll(() => t?.close());

  const refused = (field: string, locale: 'tr' | 'en') => ({
    status: 400,
    body: { success: false, message: `${fieldLabel(field, locale)} ${locale === 'en' ? 'must be at most 2 characters' : 'en fazla 2 karakter olmalıdır'}.`, data: null },
  });

  it('auth/login and auth/exclusionreturn: password (login.json)', async () => {
    expect(await call(t.app, 'POST', '/api/auth/login', { body: { username: 'player1', password }, locale: 'en' })).toMatchObject(refused('password', 'en'));
    const body = { username: 'player1', password, step: 'request' };
    expect(await call(t.app, 'POST', '/api/auth/exclusionreturn', { body, locale: 'tr' })).toMatchObject(refused('password', 'tr'));
  });

  it('auth/register: email of the fast form, surname of the default form', async () => {
    expect(await call(t.app, 'POST', '/api/auth/register', { body: registration(), locale: 'en' })).toMatchObject(refused('email', 'en'));
    expect(await call(t.app, 'POST', '/api/auth/register', { body: defaultRegistration(), locale: 'tr' })).toMatchObject(refused('surname', 'tr'));
  });

  it('the three recovery steps: username (step 1), code (step 2)', async () => {
    expect(await call(t.app, 'POST', '/api/auth/sendresetpassword', { body: { username: 'player1' }, locale: 'en' })).toMatchObject(refused('username', 'en'));
    const withCode = { username: 'player1', code: '123456', password, password2: password };
    expect(await call(t.app, 'POST', '/api/auth/checkresetcode', { body: { username: 'player1', code: '123456' }, locale: 'en' })).toMatchObject(
      refused('username', 'en'),
    );
    expect(await call(t.app, 'POST', '/api/auth/changepasswordwithcode', { body: withCode, locale: 'en' })).toMatchObject(refused('username', 'en'));
  });

  it('customer/changepassword (oldPassword) and customer/updatephone (phone)', async () => {
    const token = player.token;
    const change = { oldPassword: player.password, password: 'brandNew77', confirmPassword: 'brandNew77' };
    expect(await call(t.app, 'POST', '/api/customer/changepassword', { body: change, token, locale: 'en' })).toMatchObject(refused('oldPassword', 'en'));
    const phone = { step: 1, phone: '905321234567' };
    expect(await call(t.app, 'POST', '/api/customer/updatephone', { body: phone, token, locale: 'tr' })).toMatchObject(refused('phone', 'tr'));
  });
});
