import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A setting that may be left unset. */
const optionalText = z.string().optional();

/** Every environment variable Comptoir reads. The README's configuration table mirrors this. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalText,
  COMPTOIR_DATA_DIR: z.string().default('./data'),
  COMPTOIR_ADMIN_EMAIL: optionalText,
  COMPTOIR_ADMIN_PASSWORD: optionalText,
  COMPTOIR_DEMO: flag.optional(),
  COMPTOIR_DEMO_PUBLIC: flag.optional(),
  COMPTOIR_WEB_DIST: optionalText,
  COMPTOIR_TRUST_PROXY: flag.optional(),
  COMPTOIR_LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  COMPTOIR_LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  COMPTOIR_LOGIN_WINDOW_MINUTES: positiveInt(15),
  COMPTOIR_LOGIN_LOCK_MINUTES: positiveInt(15),
  COMPTOIR_LOGIN_MAX_ACCOUNT_WIDE_FAILURES: positiveInt(50),
  COMPTOIR_LOGIN_ACCOUNT_WIDE_WINDOW_HOURS: positiveInt(24),
  COMPTOIR_DB_POOL_SIZE: positiveInt(10),
  COMPTOIR_PUBLIC_URL: optionalText,
  COMPTOIR_ALLOWED_HOSTS: optionalText,
  SMTP_URL: optionalText,
  SMTP_FROM: optionalText,
  COMPTOIR_MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
  COMPTOIR_MAIL_RETRY_SECONDS: z.coerce.number().positive().default(30),
  COMPTOIR_ECB_URL: z.string().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  COMPTOIR_RATES_FETCH: flag.optional(),
  COMPTOIR_ANALYTICS_AT_START: flag.optional(),
  COMPTOIR_EINVOICE_WARMUP: flag.optional(),
  COMPTOIR_INVOICE_PDF_AT_ISSUE: flag.optional(),
  COMPTOIR_SERVER_TIMING: flag.optional(),
  COMPTOIR_RATES_REFRESH_MINUTES: positiveInt(10),
  COMPTOIR_RATES_CACHE_MINUTES: positiveInt(5),
  COMPTOIR_PROCESSES: positiveInt(1),
  COMPTOIR_S3_ENDPOINT: optionalText,
  COMPTOIR_S3_BUCKET: optionalText,
  COMPTOIR_S3_REGION: optionalText,
  COMPTOIR_S3_ACCESS_KEY: optionalText,
  COMPTOIR_S3_SECRET_KEY: optionalText,
  COMPTOIR_BACKUP_DIR: optionalText,
  COMPTOIR_BACKUP_HOURS: z.coerce.number().min(0).optional(),
  COMPTOIR_BACKUP_KEEP: positiveInt(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Sign-in throttling (docs/decisions/0033-login-throttling.md). */
export interface ThrottleConfig {
  /** Failures on one account from one address, or from one known browser, before that is locked. */
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
  /** The first lock; each further failure while the count lasts doubles it (up to a day). */
  lockMinutes: number;
  /** Failures on one account from browsers not known to it, any address, before they are locked. */
  maxAccountWideFailures: number;
  /** The window of that account-wide count, long enough to see a slow spray. */
  accountWideWindowHours: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** undefined: load demo data on an empty embedded database only. */
  demo: boolean | undefined;
  /**
   * COMPTOIR_DEMO_PUBLIC=1: listen on a public address even while demo accounts (public passwords)
   * exist; otherwise the server then refuses to start on anything but loopback (issue 29 §2).
   */
  demoPublic: boolean;
  webDist: string;
  trustProxy: boolean;
  throttle: ThrottleConfig;
  dbPoolSize: number;
  /**
   * Hosts (host or host:port, lower case) a request may name in its Host header for the links of
   * e-mails when `publicUrl` is not set; empty: only `publicUrl` (issue 29 §3).
   */
  allowedHosts: string[];
  /** Address of the app as users reach it, for links in e-mails (e.g. https://comptoir.example.com). */
  publicUrl: string | undefined;
  /** SMTP connection URL (nodemailer), e.g. smtp://user:pass@host:587; unset: no e-mail is sent. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /**
   * E-mails are jobs of the queue (decision 0017): a failed send is retried `retries` times, the
   * first after `delaySeconds`, each next one after twice as long (default 5 retries from 30 s:
   * given up after about 15 minutes).
   */
  mailRetry: { retries: number; delaySeconds: number };
  rates: {
    ecbUrl: string;
    /** Fetch ECB rates at start-up and on a timer (off in tests unless they serve a stub). */
    fetch: boolean;
    refreshMinutes: number;
    cacheMinutes: number;
  };
  /** Build the analysis' month summaries once the server is ready (off in tests: they build their own). */
  analyticsAtStart: boolean;
  /**
   * Start the e-invoice validator once the server is ready and warm it on two samples (decision
   * 0055), so that the first incoming e-invoice is judged at full speed (off in tests).
   */
  einvoiceWarmup: boolean;
  /**
   * Draw and store an invoice's PDF in a job right after its issue (decision 0057), so that its
   * first download waits for nothing (off in tests: the first download stores it).
   */
  invoicePdfAtIssue: boolean;
  /** A Server-Timing header (database time, queries) on every answer (platform/server-timing.ts). */
  serverTiming: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  version: string;
  /** Server processes `npm start` runs on one port (PostgreSQL only; Node's cluster module). */
  processes: number;
  /** Files in an S3-compatible bucket instead of `<data dir>/files` (set when the bucket is named). */
  s3: S3Config | undefined;
  /** Backups (decision 0022): where archives go, how often the server writes one, how many stay. */
  backup: BackupConfig;
}

export interface BackupConfig {
  /** COMPTOIR_BACKUP_DIR, default `./backups`. */
  dir: string;
  /** COMPTOIR_BACKUP_HOURS; default 24 when COMPTOIR_BACKUP_DIR is set, else 0 (no scheduled backup). */
  everyHours: number;
  /** COMPTOIR_BACKUP_KEEP: newest archives kept by the scheduled backup (default 7). */
  keep: number;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export const DEFAULT_THROTTLE: ThrottleConfig = {
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  windowMinutes: 15,
  lockMinutes: 15,
  maxAccountWideFailures: 50,
  accountWideWindowHours: 24,
};

export const VERSION = '0.1.0';

/** 'Comptoir.example.com, localhost:3000' → ['comptoir.example.com', 'localhost:3000']. */
const hostList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/**
 * Why the server must not start with these mail settings, or null. A recovery e-mail carries a
 * live reset token: its link is built from COMPTOIR_PUBLIC_URL, never from the request's Host
 * header alone (anyone can forge it: `Host: evil.example` would mail a real token to
 * evil.example). With e-mail configured, the public address (or a list of accepted hosts) must
 * be given. The operator reads this at start, in French like the rest of the product.
 */
export function emailLinkProblem(
  smtpUrl: string | undefined,
  publicUrl: string | undefined,
  allowedHosts: string | undefined,
): string | null {
  if (publicUrl) {
    const url = URL.canParse(publicUrl) ? new URL(publicUrl) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname.replace(/\/+$/, '') !== '') {
      return `Configuration invalide : COMPTOIR_PUBLIC_URL doit être l'adresse http(s) de Comptoir sans chemin (par exemple https://comptoir.example.com), pas « ${publicUrl} ».`;
    }
    return null;
  }
  if (smtpUrl && hostList(allowedHosts).length === 0) {
    return "Configuration invalide : SMTP_URL est défini mais COMPTOIR_PUBLIC_URL ne l'est pas. Les liens de réinitialisation du mot de passe envoyés par e-mail doivent pointer vers l'adresse publique de Comptoir : définissez COMPTOIR_PUBLIC_URL (par exemple https://comptoir.example.com), ou listez dans COMPTOIR_ALLOWED_HOSTS les hôtes acceptés (par exemple comptoir.example.com,localhost:3000).";
  }
  return null;
}

/** Whether `host` (HOST) is a loopback address: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(h)
  );
}

/**
 * Why the server must not listen on `host` now, or null: demo accounts, whose passwords are in
 * the README and on the login screen, are still active and the address is not loopback (anyone
 * who reaches it could sign in as the demo super administrator), unless COMPTOIR_DEMO_PUBLIC=1.
 */
export function demoExposureProblem(host: string, demoAccounts: boolean, demoPublic: boolean): string | null {
  if (!demoAccounts || demoPublic || isLoopbackHost(host)) return null;
  return `Les comptes de démonstration, dont les mots de passe sont publics, sont encore actifs et HOST=${host} n'est pas une adresse locale : quittez le mode démonstration (Paramètres, en super administrateur) ou écoutez sur 127.0.0.1, ou définissez COMPTOIR_DEMO_PUBLIC=1 pour une démonstration publique assumée.`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const linkProblem = emailLinkProblem(e.SMTP_URL, e.COMPTOIR_PUBLIC_URL, e.COMPTOIR_ALLOWED_HOSTS);
  if (linkProblem) throw new Error(linkProblem);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, e.COMPTOIR_DATA_DIR),
    adminEmail: e.COMPTOIR_ADMIN_EMAIL || undefined,
    adminPassword: e.COMPTOIR_ADMIN_PASSWORD || undefined,
    demo: e.COMPTOIR_DEMO,
    demoPublic: e.COMPTOIR_DEMO_PUBLIC ?? false,
    webDist: path.resolve(cwd, e.COMPTOIR_WEB_DIST ?? 'web/dist'),
    trustProxy: e.COMPTOIR_TRUST_PROXY ?? false,
    throttle: {
      maxFailuresPerAccount: e.COMPTOIR_LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.COMPTOIR_LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.COMPTOIR_LOGIN_WINDOW_MINUTES,
      lockMinutes: e.COMPTOIR_LOGIN_LOCK_MINUTES,
      maxAccountWideFailures: e.COMPTOIR_LOGIN_MAX_ACCOUNT_WIDE_FAILURES,
      accountWideWindowHours: e.COMPTOIR_LOGIN_ACCOUNT_WIDE_WINDOW_HOURS,
    },
    dbPoolSize: e.COMPTOIR_DB_POOL_SIZE,
    publicUrl: e.COMPTOIR_PUBLIC_URL || undefined,
    allowedHosts: hostList(e.COMPTOIR_ALLOWED_HOSTS),
    smtpUrl: e.SMTP_URL || undefined,
    smtpFrom: e.SMTP_FROM || 'Comptoir <no-reply@comptoir.local>',
    mailRetry: { retries: e.COMPTOIR_MAIL_RETRIES, delaySeconds: e.COMPTOIR_MAIL_RETRY_SECONDS },
    rates: {
      ecbUrl: e.COMPTOIR_ECB_URL,
      fetch: e.COMPTOIR_RATES_FETCH ?? true,
      refreshMinutes: e.COMPTOIR_RATES_REFRESH_MINUTES,
      cacheMinutes: e.COMPTOIR_RATES_CACHE_MINUTES,
    },
    analyticsAtStart: e.COMPTOIR_ANALYTICS_AT_START ?? true,
    einvoiceWarmup: e.COMPTOIR_EINVOICE_WARMUP ?? true,
    invoicePdfAtIssue: e.COMPTOIR_INVOICE_PDF_AT_ISSUE ?? true,
    serverTiming: e.COMPTOIR_SERVER_TIMING ?? false,
    logLevel: e.LOG_LEVEL,
    version: VERSION,
    processes: e.COMPTOIR_PROCESSES,
    backup: {
      dir: path.resolve(cwd, e.COMPTOIR_BACKUP_DIR || 'backups'),
      everyHours: e.COMPTOIR_BACKUP_HOURS ?? (e.COMPTOIR_BACKUP_DIR ? 24 : 0),
      keep: e.COMPTOIR_BACKUP_KEEP,
    },
    s3: e.COMPTOIR_S3_BUCKET
      ? {
          endpoint: e.COMPTOIR_S3_ENDPOINT || undefined,
          bucket: e.COMPTOIR_S3_BUCKET,
          region: e.COMPTOIR_S3_REGION || undefined,
          accessKeyId: e.COMPTOIR_S3_ACCESS_KEY || undefined,
          secretAccessKey: e.COMPTOIR_S3_SECRET_KEY || undefined,
        }
      : undefined,
  };
}
