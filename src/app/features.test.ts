import { describe, expect, it } from 'vitest';
import type { DialogName } from '@site/lib/dialogs';
import { featureDialogs, featurePushViews } from './features';
import { PUSH_VIEWS } from './push-views';
import { BALANCE_KEY } from '@site/lib/balance';

const ALL_DIALOGS: Record<DialogName, true> = {
  login: true, register: true, recovery: true, phone: true, 'sms-verify': true, 'change-password': true,
  congratulations: true, deposit: true, withdraw: true, promotion: true, popup: true, game: true,
};

describe('feature manifests (docs/architecture.md "Feature manifests")', () => {
  it('give every dialog name exactly one component loader, and each loads a component', async () => {
    const dialogs = featureDialogs();
    expect(Object.keys(dialogs).sort()).toEqual(Object.keys(ALL_DIALOGS).sort());
    for (const load of Object.values(dialogs)) expect(typeof (await load())).toMatch(/function|object/);
  }, 60_000);

  it('refuse two features claiming one dialog', () => {
    const load = () => Promise.resolve(() => null);
    expect(() => featureDialogs({ auth: { dialogs: { login: load } }, casino: { dialogs: { login: load } } })).toThrow(
      "dialog 'login' is declared by the features auth and casino",
    );
  });

  it('compose the push views from the features, with the balance the app owns on every money push', () => {
    const views = featurePushViews({ a: { pushViews: { 1: [['x']], 4: [['y']] } }, b: { pushViews: { 1: [['z']] } } });
    expect(views).toEqual({ 1: [['x'], ['z']], 2: [], 3: [], 4: [['y']], 5: [] });
    for (const type of [1, 2, 4, 5] as const) expect(PUSH_VIEWS[type]).toContainEqual(BALANCE_KEY);
    expect(PUSH_VIEWS[3]).toEqual([]);
  });
});
