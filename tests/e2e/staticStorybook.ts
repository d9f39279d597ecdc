import { spawn } from 'node:child_process';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * The published Storybook checked as product owners see it: `storybook build`, served as static files,
 * every story opened in Chromium with its play function and the accessibility check run by Storybook
 * itself (not by Vitest), and what Storybook's preview reports about each one collected.
 */

/** `storybook build` (what `npm run build-storybook` runs) into `outDir`; its output is in the error when it fails. */
export function buildStorybook(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js');
    const child = spawn(process.execPath, [cli, 'build', '--quiet', '-o', outDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}:\n${output}`))));
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** A static file server on a free local port (what any web host does with `storybook-static/`). */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const base = path.resolve(dir);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const isFile = file.startsWith(base) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!isFile) {
      response.writeHead(404).end();
      return;
    }
    // The build does not change while it is served: each reload of the preview comes from the browser's cache.
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface StoryEntry {
  id: string;
  /** A story, or a docs page (the MDX introduction). */
  type: 'story' | 'docs';
  /** The story file, as the index names it. */
  importPath: string;
}

/** Every story and docs page of a built Storybook. */
export function storyIndex(dir: string): StoryEntry[] {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).map(({ id, type, importPath }) => ({ id, type, importPath }));
}

export interface StoryFailure extends StoryEntry {
  errors: string[];
}

/** What the preview reported about the story on show (kept by storyOutcome.js). */
interface Outcome {
  status: 'success' | 'error' | 'pending';
  errors: string[];
}

interface PreviewStore {
  loadStory: (specifier: { storyId: string }) => Promise<unknown>;
  getStoryContext: (story: unknown) => {
    parameters: { viewport?: { defaultViewport?: string; disable?: boolean; options?: ViewportOptions } };
    globals: { viewport?: { value?: string } };
  };
}

interface Channel {
  emit: (event: string, ...args: unknown[]) => void;
}

declare global {
  interface Window {
    __storyOutcome?: Outcome;
    __storySettled?: (outcome: Outcome) => void;
    __previewReady?: boolean;
    __STORYBOOK_PREVIEW__?: { storyStoreValue?: PreviewStore };
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  }
}

type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;
type Size = { width: number; height: number };

/** The size Vitest gives a story without a viewport of its own (addon-vitest's default). */
const DEFAULT_SIZE: Size = { width: 1200, height: 900 };
const listener = fileURLToPath(new URL('./storyOutcome.js', import.meta.url));

/**
 * The frame size the story asks for (its `viewport` global, as the toolbar's viewport menu sets it in
 * the manager, or the `viewport.defaultViewport` parameter); addon-vitest resizes its frame the same way.
 */
async function sizeOf(page: Page, id: string): Promise<Size> {
  const { name, options } = await page.evaluate(async (storyId) => {
    const store = window.__STORYBOOK_PREVIEW__!.storyStoreValue!;
    const { parameters, globals } = store.getStoryContext(await store.loadStory({ storyId }));
    const viewport = parameters.viewport ?? {};
    return { name: viewport.disable ? undefined : (globals.viewport?.value ?? viewport.defaultViewport), options: viewport.options ?? {} };
  }, id);
  const styles = name === undefined ? undefined : ({ ...MINIMAL_VIEWPORTS, ...options } as ViewportOptions)[name]?.styles;
  if (!styles?.width || !styles.height) return DEFAULT_SIZE;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** A fresh preview (no story on show yet): what opening the published Storybook loads once. */
async function openPreview(page: Page, baseUrl: string, timeoutMs: number) {
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => window.__previewReady === true, null, { timeout: timeoutMs, polling: 50 });
}

/**
 * Shows one story, as a click on it in the sidebar does (the manager's `setCurrentStory` to the
 * preview), and waits for the preview's verdict: rendering, the play function, then the a11y check
 * (for a docs page: drawn without an error).
 */
async function runStory(page: Page, { id, type }: StoryEntry, timeoutMs: number): Promise<Outcome> {
  const size = type === 'story' ? await sizeOf(page, id) : DEFAULT_SIZE;
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  const verdict = page.evaluate(
    ({ storyId, viewMode, timeoutMs }) =>
      new Promise<Outcome>((resolve) => {
        const timer = setTimeout(() => {
          const errors = window.__storyOutcome?.errors ?? [];
          resolve({ status: 'error', errors: [...errors, `no verdict within ${timeoutMs / 1000} s`] });
        }, timeoutMs);
        window.__storyOutcome = { status: 'pending', errors: [] };
        window.__storySettled = (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        window.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode });
      }),
    { storyId: id, viewMode: type, timeoutMs },
  );
  // A page too busy for its own timer (a play function that never yields) is given up on from here.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'error', errors: ['the page stopped answering'] }), timeoutMs + 5_000);
  });
  return Promise.race([verdict, hung]).finally(() => clearTimeout(timer));
}

/**
 * Runs every story, `parallel` pages at a time, each in its own browser context. Like Vitest (one frame
 * per story file), each story file starts in a freshly loaded preview and its stories follow one another
 * there, as clicks in the sidebar show them; a failed story's leftovers are not passed on (the preview is
 * reloaded after it). Answers the stories whose rendering, play function or accessibility check failed,
 * with Storybook's messages, in the sidebar's order.
 */
export async function runStories(
  browser: Browser,
  baseUrl: string,
  stories: readonly StoryEntry[],
  { parallel = 3, timeoutMs = 15_000 } = {},
): Promise<StoryFailure[]> {
  const files = new Map<string, StoryEntry[]>();
  for (const story of stories) files.set(story.importPath, [...(files.get(story.importPath) ?? []), story]);
  const queue = [...files.values()];
  const failures: StoryFailure[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      const context = await browser.newContext({ viewport: DEFAULT_SIZE });
      await context.addInitScript({ path: listener });
      const page = await context.newPage();
      try {
        for (let file = queue.shift(); file; file = queue.shift()) {
          let ready = false;
          for (const story of file) {
            const outcome = await (async () => {
              if (!ready) await openPreview(page, baseUrl, timeoutMs);
              return runStory(page, story, timeoutMs);
            })().catch((error: Error): Outcome => ({ status: 'error', errors: [`the check could not run it: ${error.message}`] }));
            ready = outcome.status === 'success' && outcome.errors.length === 0;
            if (!ready) failures.push({ ...story, errors: outcome.errors });
          }
        }
      } finally {
        await context.close();
      }
    }),
  );
  const order = new Map(stories.map((story, i) => [story.id, i]));
  return failures.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** A failure in a few lines: each message without the DOM testing-library prints after it, nor colours. */
export function describeFailure({ id, errors }: StoryFailure): string {
  const lines = errors.map((error) =>
    error
      // eslint-disable-next-line no-control-regex -- the terminal colours of the matchers' messages
      .replace(/\u001b\[\d+m/g, '')
      .split(/\n\n(?:Ignored nodes|Here are the accessible roles)/)[0]!
      .replace(/\s+/g, ' ')
      .slice(0, 400),
  );
  return `${id}\n  ${lines.join('\n  ')}`;
}
