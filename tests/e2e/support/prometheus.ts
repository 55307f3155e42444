import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Prometheus (scripts/ensure-prometheus.sh installs it; `npm test` runs that script first). */
const PROMETHEUS = '/usr/bin/prometheus';

export interface PrometheusServer {
  /** http://127.0.0.1:<port> of its HTTP API. */
  readonly url: string;
  /**
   * The value of an instant query (GET /api/v1/query): the sum of the result vector's samples, or null when the
   * vector is empty (a series not scraped yet). Throws on a query Prometheus refuses.
   */
  query(expression: string): Promise<number | null>;
  /** Stops the process and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts a real Prometheus in a temporary folder, scraping `target` (`host:port` of a metrics listener, path /metrics)
 * every second as job `casino`. It listens on a port the OS gives it (`127.0.0.1:0`) and is up at its "Server is ready
 * to receive web requests." line; the port is read from its own "Listening on" line.
 */
export async function startPrometheus(target: string): Promise<PrometheusServer> {
  if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS} is missing: bash scripts/ensure-prometheus.sh installs it`);
  const dir = mkdtempSync(join(tmpdir(), 'prometheus-e2e-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'scrape_configs:',
    '  - job_name: casino',
    '    static_configs:',
    `      - targets: ['${target}']`,
    '',
  ].join('\n'));
  const child: ChildProcess = spawn(PROMETHEUS, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    '--web.listen-address=127.0.0.1:0',
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      let output = '';
      let ready = false;
      const onOutput = (chunk: Buffer) => {
        // Read to the end, so the pipe never fills, but kept only until it is up.
        if (ready) return;
        output += chunk.toString();
        const listening = /msg="Listening on" address=([0-9.]+:[0-9]+)/.exec(output);
        if (listening && output.includes('Server is ready to receive web requests.')) {
          ready = true;
          resolve(`http://${listening[1]}`);
        }
      };
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
      child.once('exit', (code) => reject(new Error(`prometheus exited with ${code}: ${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    async query(expression) {
      const response = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expression })}`);
      const body = (await response.json()) as { status: string; error?: string; data?: { resultType: string; result: { value: [number, string] }[] } };
      if (body.status !== 'success' || body.data?.resultType !== 'vector') throw new Error(`prometheus refused ${expression}: ${body.error ?? JSON.stringify(body)}`);
      if (body.data.result.length === 0) return null;
      return body.data.result.reduce((sum, sample) => sum + Number(sample.value[1]), 0);
    },
    stop,
  };
}
