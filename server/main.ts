import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { endLiveStreams } from './business/liveStream';
import { createApi } from './app';
import { loadConfig, type ServerConfig } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed';
import { seedDemoScans } from './db/seedDocumentScans';
import { seedScannedDocuments } from './db/seedScannedDocuments';
import { seedDemoBudget } from './db/seedBudgets';
import { seedDemoAfterImport } from './db/seedAfterImport';
import { writeReferenceData } from './db/referenceData';
import { secureAccounts } from './users/firstAdministrator';
import { createFileStorage } from './storage/fileStorage';
import { startScheduler } from './jobs/scheduler';
import { FolderSource } from './excede/exportSource';
import { writeDemoExports } from './excede/demo';
import { writeDemoBudgets } from './excede/demo/budgetFile';
import { writeDemoBankStatements } from './excede/demo/bankStatementFiles';
import { writeDemoSettlementFiles } from './excede/demo/cardSettlementFiles';
import { startCreatedAccountsJob } from './jobs/createdAccountsJob';

/** The answer to a request that reaches a closing server: come back in a moment (to the next one). */
const restarting = () =>
  new Response(JSON.stringify({ message: 'The portal is restarting: try again in a moment.' }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '2', connection: 'close' },
  });

/** Opens (creating, migrating and seeding on first start) the database, then serves /api and the app. */
export async function startServer(config: ServerConfig = loadConfig()) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await writeReferenceData(database.db);
  const storage = createFileStorage(config);
  const seeded = await seedIfEmpty(database.db, config, storage);
  if (seeded) console.info(seeded === 'demo' ? '[db] seeded the demo data' : '[db] seeded a new installation (no demo data)');
  await secureAccounts(database.db, config);

  // The API with the headers every answer carries; the built app is served beside it.
  const app = createApi({ db: database.db, config, storage });
  if (existsSync(path.join(config.staticDir, 'index.html'))) {
    const root = path.relative(process.cwd(), config.staticDir);
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root }));
    // Client-side routes: every other GET answers the app shell.
    app.get('*', serveStatic({ root, path: 'index.html' }));
  } else {
    console.warn(`[server] no built app in ${config.staticDir}: only /api is served (run npm run build)`);
  }

  // Demo mode fills an empty import folder with the demo's Excede exports; the scheduler's first tick imports them.
  const source = new FolderSource(config.excedeImportDir);
  if (config.demoMode && (await source.isEmpty())) {
    const written = await writeDemoExports(config.excedeImportDir, config.demoScale);
    const rows = Object.values(written.rows).reduce((sum, n) => sum + n, 0);
    console.info(
      `[excede] wrote the ${written.scale} demo exports into ${config.excedeImportDir}: ${Object.keys(written.rows).length} files, ${rows} rows (${written.rows.GLJEITM} GL lines) in ${written.ms} ms`,
    );
    // Card processors' settlement files of the last batches, beside the exports, for staff to upload on Credit Card Collections.
    const settlements = await writeDemoSettlementFiles(config.excedeImportDir, path.join(path.dirname(config.excedeImportDir), 'card-settlements'));
    console.info(`[excede] wrote ${settlements.length} card settlement files into ${path.dirname(settlements[0] ?? config.excedeImportDir)}`);
    // The bank's statements of the last closed month, beside them, for staff to upload on Bank Reconciliation.
    const statements = await writeDemoBankStatements(config.excedeImportDir, path.join(path.dirname(config.excedeImportDir), 'bank-statements'));
    console.info(`[excede] wrote ${statements.length} bank statements into ${path.dirname(statements[0] ?? config.excedeImportDir)}`);
    // The budgets of the demo year and the year before, as accounting would upload them, beside them.
    for (const budget of await writeDemoBudgets(config.excedeImportDir, path.join(path.dirname(config.excedeImportDir), 'budgets'))) {
      console.info(`[accounting] budgeted ${await seedDemoBudget(database.db, budget)} account months from ${budget}`);
    }
    // Scans of Norcross's last deposit slips, for the document viewer to show out of the box.
    const scanned = await seedDemoScans(database.db, storage, config.excedeImportDir);
    console.info(`[documents] attached scans to ${scanned.length} deposit slips of branch 101`);
    // The scanned documents inbox: a dozen scans waiting at Norcross and Forest Park, and three filed.
    console.info(`[documents] put ${await seedScannedDocuments(database.db, storage, config.excedeImportDir)} scanned documents in the inbox and archive`);
  }
  const afterImport = config.demoMode ? () => seedDemoAfterImport(database.db, config.excedeImportDir) : undefined;
  const stopScheduler = config.schedulerEnabled ? startScheduler({ db: database.db, source }, { afterImport }) : async () => {};
  const stopAccountsJob = config.schedulerEnabled ? startCreatedAccountsJob(database.db) : () => {};
  let closing = false;
  // While closing, a request on a kept-alive connection (a live page reconnecting at once) is turned away and its
  // connection closed: otherwise each reconnect opens a new stream and the close waits for it forever.
  const server = serve({ fetch: (request, env) => (closing ? restarting() : app.fetch(request, env)), port: config.port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.info(
    `[server] portal on http://localhost:${config.port} (${where}), ready in ${Math.round(performance.now() - started)} ms`,
  );

  const close = async () => {
    if (closing) return;
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A live stream never ends by itself: the close would wait for it forever.
    endLiveStreams();
    await closed;
    stopAccountsJob();
    await stopScheduler();
    await database.close();
  };
  return { close, port: config.port };
}
