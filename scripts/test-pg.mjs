// `npm run test:pg [files]`: the API tests (or the given test files) against a real PostgreSQL server on loopback.
// Uses Debian's PostgreSQL (installed when absent, as root), in a throwaway cluster owned by this run.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function pgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

let bin = pgBin();
if (!bin) {
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL is not installed: install it (on Debian: apt-get install -y postgresql) and run again.');
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -q && apt-get install -y -q postgresql', { stdio: 'inherit', env });
  bin = pgBin();
}

const port = 55432 + Math.floor(Math.random() * 1000);
const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
chmodSync(dir, 0o777);
const data = path.join(dir, 'data');
// initdb refuses to run as root: the cluster belongs to the postgres user when we are root.
const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const run = (cmd, args) => execFileSync(asUser[0] ?? cmd, asUser.length ? [...asUser.slice(1), cmd, ...args] : args, { stdio: 'inherit' });

let code = 1;
try {
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  const url = `postgres://portal@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL on ${url}`);
  code =
    spawnSync('npx', ['vitest', 'run', '--project', 'node', ...(process.argv.length > 2 ? process.argv.slice(2) : ['tests/api'])], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    }).status ?? 1;
} finally {
  try {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    /* already stopped */
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
