import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

/**
 * docs/operations.md "Metrics": the alert rules and the Grafana dashboard shipped in docs/ name only metrics the
 * server exports, and the rules pass `promtool check rules` (Debian's `prometheus` package: `npm test` installs it when
 * missing, scripts/ensure-prometheus.sh).
 */
const PROMTOOL = '/usr/bin/promtool';
const DOCS = join(import.meta.dirname, '..', '..', '..', 'docs');
const rules = readFileSync(join(DOCS, 'prometheus-alerts.yml'), 'utf8');
const dashboard = readFileSync(join(DOCS, 'grafana-dashboard.json'), 'utf8');

describe('docs/prometheus-alerts.yml and docs/grafana-dashboard.json', () => {
  it('name only metrics the server exports', async () => {
    const metrics = new Metrics();
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const named = new Set([...`${rules}\n${dashboard}`.matchAll(/\b((?:casino|process|nodejs)_[a-z0-9_]+)/g)].map((match) => match[1].replace(/_(bucket|count|sum)$/, '')));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !exported.has(name))).toEqual([]);
    expect(JSON.parse(dashboard)).toMatchObject({ title: 'Casino platform server', panels: expect.any(Array) });
  });

  it('pass promtool check rules', () => {
    if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: bash scripts/ensure-prometheus.sh installs it`);
    const output = execFileSync(PROMTOOL, ['check', 'rules', join(DOCS, 'prometheus-alerts.yml')], { encoding: 'utf8' });
    expect(output).toMatch(/SUCCESS: 8 rules found/);
  });
});
