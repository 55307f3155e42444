/** The machine a bench ran on: CPU model and cores, RAM, OS, Node and Chromium versions. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const safe = (read: () => string): string => {
  try {
    return read().trim();
  } catch {
    return 'unknown';
  }
};

export function describeMachine(): Record<string, string> {
  return {
    cpu: safe(() => /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown'),
    cores: String(cpus().length),
    ram: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: safe(() => /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'unknown'),
    kernel: safe(() => readFileSync('/proc/sys/kernel/osrelease', 'utf8')),
    node: process.version,
    // Other work on the machine lowers every figure; the 1/5/15-minute load averages say how busy it was.
    load: loadavg().map((l) => l.toFixed(1)).join(' / '),
    chromium: safe(() => execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  };
}
