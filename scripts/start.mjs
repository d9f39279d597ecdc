// `npm start`: builds the app and the server when they are missing or older than the sources, then serves both.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execSync } from 'node:child_process';

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// PORTAL_DIST lets parallel test runs build into folders of their own.
const dist = process.env.PORTAL_DIST ?? 'dist';
const built = [`${dist}/app/index.html`, `${dist}/server/index.js`];
const builtAt = built.every(existsSync) ? Math.min(...built.map((f) => statSync(f).mtimeMs)) : 0;
const sourcesAt = Math.max(...['src', 'host', 'server'].map(newest), statSync('index.html').mtimeMs, statSync('package.json').mtimeMs);
if (builtAt < sourcesAt) {
  console.log('Building the portal (first start or changed sources)…');
  // Always React's production build: a test runner's NODE_ENV=test would otherwise give Vite's build React's development one.
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
await import(pathToFileURL(path.resolve(dist, 'server/index.js')).href);
