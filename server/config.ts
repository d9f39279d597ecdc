import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_VERSION } from '../src/domain/constants';
import { normalizeAddress } from './address';

/** Everything the server reads from its environment, with safe defaults (see .env.example). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. 'memory://' keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  appVersion: string;
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Excede employee ids allowed the Informix run info entry and the Microsoft API token item. */
  informixEmployeeIds: string[];
  microsoftTokenEmployeeIds: string[];
  logRequests: boolean;
  /** Runs the scheduled Excede imports; off only where a test wants no run but its own. */
  schedulerEnabled: boolean;
  /** The folder of Excede export files the imports read (`.unl` or `.csv`). */
  excedeImportDir: string;
  /** How much demo Excede data the first start writes into an empty import folder (demo mode only). */
  demoScale: 'small' | 'large';
  /** Where uploaded files are kept (the local file storage). */
  filesDir: string;
  /** Signs the short-lived file URLs; a random one per process when unset. */
  fileUrlSecret: string;
  fileUrlTtlSeconds: number;
  /** Firebase service account JSON (for sending web push); push is recorded only when unset. */
  firebaseServiceAccount: string | undefined;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy: string[];
  /** The largest body a request may send, but for file uploads, which have their own limits. */
  jsonBodyLimitBytes: number;
  /** The first administrator of an installation without demo data (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME). */
  firstAdmin: { email: string; password: string; name: string } | null;
  /** The Microsoft API token's OAuth endpoints (authorization code with PKCE); off when unset. */
  microsoftOAuth: { authorizeUrl: string; tokenUrl: string; clientId: string; clientSecret: string | undefined; scope: string } | null;
}

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = number(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? path.resolve('.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoMode: env.DEMO_MODE !== 'false',
    appVersion: env.APP_VERSION ?? DEFAULT_VERSION,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    sessionIdleMinutes: number(env.SESSION_IDLE_MINUTES, 12 * 60),
    sessionMaxHours: number(env.SESSION_MAX_HOURS, 7 * 24),
    staticDir: env.STATIC_DIR ?? path.resolve(env.PORTAL_DIST ?? 'dist', 'app'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dealership Portal <no-reply@portal.local>',
    informixEmployeeIds: list(env.INFORMIX_EMPLOYEE_IDS, '10001,10002'),
    microsoftTokenEmployeeIds: list(env.MICROSOFT_TOKEN_EMPLOYEE_IDS, '10001'),
    logRequests: env.LOG_REQUESTS === 'true',
    schedulerEnabled: env.SCHEDULER_ENABLED !== 'false',
    excedeImportDir: path.resolve(env.EXCEDE_IMPORT_DIR || path.join(env.DATA_DIR ?? '.data', 'excede-exports')),
    demoScale: env.DEMO_SCALE === 'large' ? 'large' : 'small',
    filesDir: env.FILES_DIR ?? path.resolve('.files'),
    fileUrlSecret: env.FILE_URL_SECRET || randomBytes(32).toString('hex'),
    fileUrlTtlSeconds: number(env.FILE_URL_TTL_SECONDS, 300),
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT || undefined,
    trustProxy: list(env.TRUST_PROXY, '').map(normalizeAddress),
    jsonBodyLimitBytes: number(env.JSON_BODY_LIMIT_KB, 1024) * 1024,
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.trim().toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME?.trim() || 'Administrator' }
        : null,
    microsoftOAuth:
      env.MS_OAUTH_AUTHORIZE_URL && env.MS_OAUTH_TOKEN_URL && env.MS_OAUTH_CLIENT_ID
        ? {
            authorizeUrl: env.MS_OAUTH_AUTHORIZE_URL,
            tokenUrl: env.MS_OAUTH_TOKEN_URL,
            clientId: env.MS_OAUTH_CLIENT_ID,
            clientSecret: env.MS_OAUTH_CLIENT_SECRET || undefined,
            scope: env.MS_OAUTH_SCOPE ?? 'offline_access https://graph.microsoft.com/.default',
          }
        : null,
  };
}
