/**
 * Broken config fixtures of scripts/config-check.test.ts (docs/architecture.md "What the config check refuses"): each changes a temp copy of the real
 * config, by JSON-pointer patches (`undefined` deletes) or raw text, and lists the exact lines checkConfig must
 * report. One fixture at least per rule of docs/architecture.md "What the config check refuses".
 */

export interface Fixture {
  rule: string;
  /** File → JSON pointer → new value; `undefined` deletes the member. A new file starts as `{}`. */
  patch?: Record<string, Record<string, unknown>>;
  /** File → its whole new text (JSON syntax errors, new files). */
  raw?: Record<string, string | ((old: string, base: (rel: string) => string) => string)>;
  expect: string[];
}

const marmaraLogo = 'config/brands/marmara/brand.json';

export const FIXTURES: Fixture[] = [
  {
    rule: '1. JSON syntax error in a config file: line and column',
    raw: { 'config/site.json': (old) => old.replace('"defaultBrand": "default",', '"defaultBrand": "default"') },
    expect: ["config/site.json:5:3: Expected ',' or '}' after property value"],
  },
  {
    rule: '1. JSON syntax error in a locale file (truncated)',
    raw: { 'config/locales/en.json': '{\n  "menu": {\n' },
    expect: ["config/locales/en.json:3:1: Expected property name or '}'"],
  },
  {
    rule: '1. JSON syntax error in a form UI file (Node 20 gives no position: the scanner finds it)',
    raw: { 'schemas/forms/login.ui.json': '{\n  "username": { "ui:placeholder": \'auth.usernamePlaceholder\' }\n}\n' },
    expect: ["schemas/forms/login.ui.json:2:35: Unexpected token '''"],
  },
  {
    rule: '1. JSON syntax error in a brand file',
    raw: { [marmaraLogo]: (old) => old.replace('"colorScheme": "light",', '"colorScheme": "light",,') },
    expect: [`${marmaraLogo}:5:26: Expected double-quoted property name`],
  },
  {
    rule: '2. form schema that is not JSON Schema (minLength: "eight")',
    patch: { 'schemas/forms/register-fast.json': { '/properties/password/minLength': 'eight' } },
    expect: ['schemas/forms/register-fast.json: /properties/password/minLength: not valid JSON Schema: must be integer'],
  },
  {
    rule: '2. form schema refused by Ajv strict (unknown keyword)',
    patch: { 'schemas/forms/login.json': { '/properties/username/minLenght': 3 } },
    expect: ['schemas/forms/login.json: /properties/username: does not compile with Ajv strict: strict mode: unknown keyword: "minLenght"'],
  },
  {
    rule: '3. form regex that does not compile as the browser compiles it (unicode mode)',
    patch: { 'schemas/forms/register-fast.json': { '/properties/username/pattern': '^[A-Za-z0-9]{5$' } },
    expect: [
      'schemas/forms/register-fast.json: /properties/username/pattern: regex does not compile: Invalid regular expression: /^[A-Za-z0-9]{5$/u: Incomplete quantifier',
    ],
  },
  {
    rule: '3. config schema regex that does not compile',
    patch: { 'schemas/config/menu.json': { '/definitions/appKey/pattern': '^[A-Za-z(' } },
    expect: ['schemas/config/menu.json: /definitions/appKey/pattern: regex does not compile: Invalid regular expression: /^[A-Za-z(/u: Unterminated character class'],
  },
  {
    rule: '4. duplicate route id across the tree (it leaves every player a blank page)',
    patch: { 'config/routes.json': { '/routes/0/children/1/id': 'home' } },
    expect: ['config/routes.json: /routes/0/children/1/id: duplicate route id "home" (also at /routes/0/children/0/id)'],
  },
  {
    rule: '4. duplicate route id in another branch',
    patch: { 'config/routes.json': { '/routes/0/children/4/children/1/id': 'spor-fcg' } },
    expect: ['config/routes.json: /routes/0/children/5/children/0/id: duplicate route id "spor-fcg" (also at /routes/0/children/4/children/1/id)'],
  },
  {
    rule: '4. duplicate menu section id',
    patch: { 'config/menu.json': { '/sections/1/id': 'main' } },
    expect: ['config/menu.json: /sections/1/id: duplicate id "main" (also at /sections/0/id)'],
  },
  {
    rule: '4. duplicate footer content link id, duplicate language code',
    patch: { 'config/footer.json': { '/contentLinks/fallback/1/id': 3 }, 'config/site.json': { '/languages/1/code': 'tr' } },
    expect: [
      'config/footer.json: /contentLinks/fallback/1/id: duplicate id 3 (also at /contentLinks/fallback/0/id)',
      'config/site.json: /languages/1/code: duplicate code "tr" (also at /languages/0/code)',
    ],
  },
  {
    rule: '4. duplicate keys of lists the site renders by key: menu item titles, support appKeys, quick-link urls',
    patch: {
      'config/menu.json': { '/sections/0/items/3/children/1/title': 'menu.liveFcg', '/quickLinks/1/url': '/casino/slot' },
      'config/footer.json': { '/support/3/appKey': 'telegram1' },
    },
    expect: [
      'config/menu.json: /sections/0/items/3/children/1/title: duplicate title "menu.liveFcg" (also at /sections/0/items/3/children/0/title)',
      'config/menu.json: /quickLinks/1/url: duplicate url "/casino/slot" (also at /quickLinks/0/url)',
      'config/footer.json: /support/3/appKey: duplicate appKey "telegram1" (also at /support/2/appKey)',
    ],
  },
  {
    rule: '5. menu link to a route that does not exist',
    patch: { 'config/menu.json': { '/sections/0/items/2/children/0/url': '/casino/slott' } },
    expect: ['config/menu.json: /sections/0/items/2/children/0/url: link "/casino/slott" matches no route of config/routes.json'],
  },
  {
    rule: '5. header quick link and route redirect that match no route',
    patch: { 'config/menu.json': { '/quickLinks/0/url': '/dashboard/nope' }, 'config/routes.json': { '/routes/0/children/3/redirect': '/casino/slots' } },
    expect: [
      'config/menu.json: /quickLinks/0/url: link "/dashboard/nope" matches no route of config/routes.json',
      'config/routes.json: /routes/0/children/3/redirect: link "/casino/slots" matches no route of config/routes.json',
    ],
  },
  {
    rule: '5. a redirect to its own path, a footer content link whose page route is gone',
    patch: {
      'config/routes.json': { '/routes/0/children/4/redirect': '/livespor', '/routes/0/children/2/children/1': undefined },
    },
    expect: [
      'config/routes.json: /routes/0/children/4/redirect: redirects to its own path "/livespor" (an endless redirect)',
      'config/footer.json: /contentLinks/fallback/0/id: link "/pages/3" matches no route of config/routes.json',
      'config/menu.json: /sections/1/items/2/url: link "/pages/3" matches no route of config/routes.json',
    ],
  },
  {
    rule: '5. external link that the schema format lets through but is no URL',
    patch: { 'config/footer.json': { '/regulator/url': 'https://1.2.3.999/', '/softwareCompany/url': 'https://:80/' } },
    expect: [
      'config/footer.json: /regulator/url: not a valid URL ("https://1.2.3.999/")',
      'config/footer.json: /softwareCompany/url: not a valid URL ("https://:80/")',
    ],
  },
  {
    rule: '6. route page module that does not exist',
    patch: { 'config/routes.json': { '/routes/0/children/1/page': 'app/pages/nope' } },
    expect: ['config/routes.json: /routes/0/children/1/page: module src/app/pages/nope.tsx does not exist'],
  },
  {
    rule: '7. form UI error message naming a locale key that does not exist',
    patch: { 'schemas/forms/register-default.ui.json': { '/username/ui:errorMessages/pattern': 'validation.lettersDigitz' } },
    expect: [
      'schemas/forms/register-default.ui.json: /username/ui:errorMessages/pattern: locale key "validation.lettersDigitz" is missing in config/locales/tr.json',
      'schemas/forms/register-default.ui.json: /username/ui:errorMessages/pattern: locale key "validation.lettersDigitz" is missing in config/locales/en.json',
    ],
  },
  {
    rule: '7. form field title and placeholder missing in one language',
    patch: { 'config/locales/en.json': { '/auth/usernamePlaceholder': undefined, '/register/name': undefined } },
    expect: [
      'schemas/forms/login.ui.json: /username/ui:placeholder: locale key "auth.usernamePlaceholder" is missing in config/locales/en.json',
      'schemas/forms/register-default.json: /properties/name/title: locale key "register.name" is missing in config/locales/en.json',
      'config/locales/en.json: /auth/usernamePlaceholder: missing (present in tr.json, the default language)',
    ],
  },
  {
    rule: '7. extra key in a locale file, a menu key missing, a language without locale file',
    patch: {
      'config/locales/en.json': { '/menu/casinoo': 'Casino' },
      'config/menu.json': { '/sections/0/title': 'menu.sections.mainn' },
      'config/site.json': { '/languages/2': { code: 'de', name: 'Deutsch' } },
    },
    expect: [
      'config/locales/en.json: /menu/casinoo: extra key, not in tr.json (the default language)',
      'config/menu.json: /sections/0/title: locale key "menu.sections.mainn" is missing in config/locales/tr.json',
      'config/site.json: /languages/2/code: language "de" has no locale file config/locales/de.json',
    ],
  },
  {
    rule: '7. defaultLanguage that is not offered',
    patch: { 'config/site.json': { '/defaultLanguage': 'de' } },
    expect: ['config/site.json: /defaultLanguage: "de" is not one of languages[].code (tr, en)'],
  },
  {
    rule: '8. invalid CSS colour #12345 (the schema pattern lets it through)',
    patch: { [marmaraLogo]: { '/colors/primary': '#12345' } },
    expect: [`${marmaraLogo}: /colors/primary: not a valid CSS colour ("#12345")`],
  },
  {
    rule: '8. invalid rgba() colour',
    patch: { 'config/brands/default/brand.json': { '/colors/overlay': 'rgba(3, 6, 12, 0.72, 5)' } },
    expect: ['config/brands/default/brand.json: /colors/overlay: not a valid CSS colour ("rgba(3, 6, 12, 0.72, 5)")'],
  },
  {
    rule: '9. empty choices: limit periods, reality-check intervals, time-out and self-exclusion periods, languages',
    patch: {
      'config/site.json': {
        '/compliance/limits/periods': [],
        '/compliance/realityCheck/intervalsMinutes': [],
        '/compliance/timeOut/periods': [],
        '/compliance/selfExclusion/periods': [],
        '/languages': [],
      },
    },
    expect: [
      'config/site.json: /languages: must NOT have fewer than 1 items',
      'config/site.json: /compliance/limits/periods: must NOT have fewer than 1 items',
      'config/site.json: /compliance/realityCheck/intervalsMinutes: must NOT have fewer than 1 items',
      'config/site.json: /compliance/timeOut/periods: must NOT have fewer than 1 items',
      'config/site.json: /compliance/selfExclusion/periods: must NOT have fewer than 1 items',
    ],
  },
  {
    rule: '9. empty menu section, empty menu group, footer lists that render nothing',
    patch: {
      'config/menu.json': { '/sections/1/items': [], '/sections/0/items/2/children': [] },
      'config/footer.json': { '/providers': [], '/support': [], '/contentLinks/fallback': [] },
    },
    expect: [
      'config/menu.json: /sections/0/items/2/children: must NOT have fewer than 1 items',
      'config/menu.json: /sections/1/items: must NOT have fewer than 1 items',
      'config/footer.json: /providers: must NOT have fewer than 1 items',
      'config/footer.json: /support: must NOT have fewer than 1 items',
      'config/footer.json: /contentLinks/fallback: must NOT have fewer than 1 items',
    ],
  },
  {
    rule: '10. a host listed by two brands, a missing logo, an unknown default brand',
    patch: { [marmaraLogo]: { '/hosts/1': 'www.altinbet.example', '/logos/icon': 'missing.svg' }, 'config/site.json': { '/defaultBrand': 'nope' } },
    expect: [
      `${marmaraLogo}: /hosts/1: host "www.altinbet.example" is also listed by brand "default" (config/brands/default/brand.json)`,
      `${marmaraLogo}: /logos/icon: file config/brands/marmara/missing.svg does not exist`,
      'config/site.json: /defaultBrand: brand folder config/brands/nope does not exist',
    ],
  },
  {
    rule: '10. brand site.json: no compliance nor defaultBrand; the merged settings pass schema and rules',
    patch: {
      'config/brands/marmara/site.json': { '/compliance': { limits: { periods: [] } }, '/defaultBrand': 'marmara', '/poll': { balanceMs: 10 }, '/defaultLanguage': 'de' },
    },
    expect: [
      'config/brands/marmara/site.json: /compliance: a brand may not set compliance (one per server, in config/site.json)',
      'config/brands/marmara/site.json: /defaultBrand: a brand may not set defaultBrand (one per server, in config/site.json)',
      'config/brands/marmara/site.json: /poll/balanceMs: must be >= 1000',
    ],
  },
  {
    rule: '10. brand site.json: merged languages and default language follow the site rules',
    patch: { 'config/brands/marmara/site.json': { '/defaultLanguage': 'de', '/header': { hideAfterScrollPx: 40 } } },
    expect: ['config/brands/marmara/site.json: /defaultLanguage: "de" is not one of languages[].code (tr, en)'],
  },
  {
    rule: '10. brand menu.json and footer.json: schema, links, ids and locale keys like the shared files',
    raw: {
      'config/brands/marmara/menu.json': (_, base) =>
        base('config/menu.json').replace('"/casino/live"', '"/casino/livee"').replace('"menu.liveCasino"', '"menu.liveCasinoo"'),
    },
    patch: { 'config/brands/marmara/footer.json': { '/support': 'none' } },
    expect: [
      'config/brands/marmara/menu.json: /sections/0/items/2/children/1/url: link "/casino/livee" matches no route of config/routes.json',
      'config/brands/marmara/menu.json: /sections/0/items/2/children/1/title: locale key "menu.liveCasinoo" is missing in config/locales/tr.json',
      'config/brands/marmara/menu.json: /sections/0/items/2/children/1/title: locale key "menu.liveCasinoo" is missing in config/locales/en.json',
      'config/brands/marmara/footer.json: /support: must be array',
    ],
  },
  {
    rule: '10. brand locales: only existing keys, only offered languages',
    patch: {
      'config/brands/marmara/locales/tr.json': { '/home': { welcomeX: 'Merhaba' } },
      'config/brands/marmara/locales/de.json': { '/menu': { home: 'Start' } },
    },
    expect: [
      'config/brands/marmara/locales/tr.json: /home/welcomeX: key not in config/locales/tr.json (a brand cannot add keys)',
      'config/brands/marmara/locales/de.json: /: language "de" is not in this brand\'s site languages (tr, en)',
    ],
  },
];
