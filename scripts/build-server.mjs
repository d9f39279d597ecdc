// Bundles the server for `npm start` (Node 20 cannot run TypeScript) and copies its migrations.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const out = `${process.env.PORTAL_DIST ?? 'dist'}/server`;
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/index.ts'],
  outfile: `${out}/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${out}/migrations`, { recursive: true });
