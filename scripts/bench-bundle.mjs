// `npm run bench:bundle`: builds the app and reports the gzip size of the JavaScript each route loads:
// the entry with its static imports, plus the route's lazily loaded page with its own.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const out = process.env.BENCH_DIST ?? 'dist-bench';
execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, PORTAL_DIST: out } });
const dir = path.join(out, 'app');
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).byteLength);
  return gz.get(file);
};
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of its own in the build: the figures would be wrong.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const entry = closure('index.html');
const registry = readFileSync('host/pages/registry.ts', 'utf8');
const pages = [...registry.matchAll(/'([^']+)': \(\) => import\('\.\/([^']+)'\)/g)].map(([, route, file]) => ({ route, key: `host/pages/${file}.tsx` }));
pages.push({ route: '(any other route: coming soon)', key: 'host/pages/status/ComingSoonPage.tsx' });

const kB = (bytes) => (bytes / 1024).toFixed(1);
// Signed-in pages also load the shell (sidebar, header, tool buttons); the sign-in screens do not.
// Overlays (tool panels, the palette, the ?brnid= prompt) load when they open and are not counted.
const signInPages = ['/login', '/logindemo', '/register', '/forgotpassword', '/forgotpassword/:token'];
const shell = closure('host/ShellFrame.tsx');
// Open screens without the shell (spec section 2) get only the router's link support around them.
const shellless = ['/addsuggestions', '/healthcheck'];
const frameOf = (route) => (signInPages.includes(route) ? [] : shellless.includes(route) ? closure('host/ClientLinks.tsx') : shell);
const rows = pages.map(({ route, key }) => {
  const files = new Set([...entry, ...closure(key), ...frameOf(route)]);
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
  const limit = route === '/login' ? 100 : 200;
  return { route, total, limit };
});
console.log(`\nentry (shell, router, state, data libraries): ${kB([...entry].reduce((s, f) => s + sizeOf(f), 0))} kB gzip\n`);
console.log('| route | JS loaded (kB gzip) | target |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.route} | ${kB(r.total)} | ≤ ${r.limit} ${r.total / 1024 <= r.limit ? '✓' : '✗'} |`);
const over = rows.filter((r) => r.total / 1024 > r.limit);
if (over.length) {
  console.error(`\n${over.length} route(s) over their target.`);
  process.exitCode = 1;
}
