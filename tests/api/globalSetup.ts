import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { writeReferenceData } from '../../server/db/referenceData';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { createFileStorage } from '../../server/storage/fileStorage';
import type { Database } from '../../server/db/database';
import { importJobs } from '../../server/db/schema';
import { writeDemoExports } from '../../server/excede/demo';
import { FolderSource } from '../../server/excede/exportSource';
import { runImportJob } from '../../server/jobs/runImport';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite dump each test file starts from (with the demo's Excede data, test scale). */
    templateDump: string;
    /** With DATABASE_URL: the template database each test file copies. */
    templateDatabase: string;
    /** The files the seed stored (release-note documents); each test file starts from a copy. */
    templateFiles: string;
  }
}

/** The demo's Excede exports at the test scale, imported as the scheduler does, so business endpoints have data. */
async function importDemoExports(db: Database) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-excede-'));
  try {
    await writeDemoExports(dir, 'test');
    const source = new FolderSource(dir);
    for (const job of await db.select({ id: importJobs.id, name: importJobs.name }).from(importJobs).orderBy(importJobs.id)) {
      const outcome = await runImportJob(db, job.id, { trigger: 'schedule', source });
      if (outcome.status !== 'Succeeded') throw new Error(`The template's import ${job.name} failed: ${outcome.error}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Migrates, seeds and imports once; every API test file then starts from a copy, in under a second. */
export default async function setup(project: TestProject) {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-template-files-'));
  const storage = createFileStorage({ ...loadConfig({}), filesDir });
  project.provide('templateFiles', filesDir);
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `portal_template_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const open = await openDatabase({ databaseUrl: templateUrl.toString() });
    await migrateDatabase(open);
    await writeReferenceData(open.db);
    await seedDemoData(open.db, storage);
    await importDemoExports(open.db);
    await open.close();
    project.provide('templateDatabase', name);
    project.provide('templateDump', '');
    return async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      removeFiles();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const { drizzle } = await import('drizzle-orm/pglite');
  const open = { db: drizzle(client) as never, kind: 'pglite' as const, close: () => client.close() };
  await migrateDatabase(open);
  await writeReferenceData(open.db);
  await seedDemoData(open.db, storage);
  await importDemoExports(open.db);
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('templateDump', file);
  project.provide('templateDatabase', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeFiles();
  };
}
