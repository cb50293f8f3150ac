import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { Database, Db, DbKind } from './db/client';
import type { Config } from './platform/config';
import { AppError, isTransientDatabaseError } from './platform/errors';
import { access, defineRoute, drainInFlight, type RouteRecord } from './platform/http';
import { endConnectionsOnClose, onCloseStep } from './platform/shutdown';
import { t } from './platform/i18n';
import { openApiDocument } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { LocalDiskStorage, type Storage } from './platform/storage';
import { S3Storage } from './platform/storage-s3';
import { eventsOf } from './platform/events';
import { PgEventTransport } from './platform/events-pg';
import { healthHandlers } from './platform/health';
import { serverTiming } from './platform/server-timing';
import { checkRouteContract, implement } from './platform/routes';
import { platformApi } from '@comptoir/core/modules/platform.routes';
import { declaredRoutes } from '@comptoir/core/routes';
import { MemoryJobQueue, PgJobQueue, setJobQueue, type JobQueue } from './platform/jobs';
import { authRoutes } from './modules/auth/routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { currencyRoutes } from './modules/currency/routes';
import { settingsRoutes } from './modules/settings/routes';
import { importRoutes } from './modules/imports/routes';
import { priceListRoutes } from './modules/pricelist/routes';
import { productRoutes } from './modules/products/routes';
import { demandesRoutes } from './modules/demandes/routes';
import { clientsRoutes } from './modules/clients/routes';
import { tasksRoutes } from './modules/tasks/routes';
import { teamRoutes } from './modules/team/routes';
import { quotesRoutes } from './modules/quotes/routes';
import { ordersRoutes } from './modules/orders/routes';
import { purchasesRoutes } from './modules/purchases/routes';
import { bankRoutes } from './modules/bank/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { extractionRoutes } from './modules/extraction/routes';
import { quotationsRoutes } from './modules/quotations/routes';
import { conversationsRoutes } from './modules/conversations/routes';
import { documentsRoutes } from './modules/documents/routes';
import { invoicesRoutes } from './modules/invoices/routes';
import { selfTestRoutes } from './modules/selftest/routes';
import { scheduleBackups } from './platform/backup-schedule';
import { timeRoutes } from './modules/time/routes';
import { goalsRoutes } from './modules/goals/routes';
import { analyticsRoutes } from './modules/analytics/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
    /** Uploaded and generated files (see platform/storage.ts). */
    storage: Storage;
    /** Every route with its access rule, in registration order. */
    routeTable: RouteRecord[];
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** Pino logger options or false (tests). */
  logger?: boolean | object;
  /** Defaults to the S3 bucket of the configuration if any, else the local disk under `<data dir>/files`. */
  storage?: Storage;
  /** Defaults to pg-boss on PostgreSQL, an in-process queue on the embedded database. */
  queue?: JobQueue;
}

/** The configured storage: the S3 bucket when COMPTOIR_S3_BUCKET is set, else `<data dir>/files`. */
export function storageFromConfig(config: Config): Storage {
  if (config.s3) {
    return new S3Storage({
      endpoint: config.s3.endpoint,
      bucket: config.s3.bucket,
      region: config.s3.region,
      accessKeyId: config.s3.accessKeyId,
      secretAccessKey: config.s3.secretAccessKey,
    });
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}

/** Largest file any upload route takes; routes set their own lower limits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Fastify's own 4xx errors, mapped to our codes and translated messages. */
const TOO_LARGE = { status: 413, code: 'payload_too_large', key: 'errors.payloadTooLarge' };
const WRONG_TYPE = { status: 415, code: 'unsupported_media_type', key: 'errors.unsupportedMediaType' };
const BAD_JSON = { status: 400, code: 'invalid_body', key: 'errors.invalidJson' };
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; key: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: WRONG_TYPE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: BAD_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: BAD_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: BAD_JSON,
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_FILES_LIMIT: TOO_LARGE,
  FST_PARTS_LIMIT: TOO_LARGE,
  FST_FIELDS_LIMIT: TOO_LARGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: WRONG_TYPE,
  FST_NO_FORM_DATA: { status: 400, code: 'invalid_body', key: 'errors.noFile' },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Long enough for large uploads later; protects against slow-loris style clients.
    requestTimeout: 120_000,
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('storage', options.storage ?? storageFromConfig(config));
  app.decorate('routeTable', [] as RouteRecord[]);
  app.decorateRequest('auth', null);
  serverTiming(app, config.serverTiming);

  // Every route must say who may call it: refuse to start otherwise.
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return; // Fastify's automatic twins of GET routes.
    const record = route.config?.record;
    if (!route.config?.access || !record) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access rule: use defineRoute`);
    }
    app.routeTable.push(record);
  });

  // Closing waits for handlers in progress, so the database is never closed under them, and for
  // no connection longer than that.
  endConnectionsOnClose(app);
  onCloseStep(app, 'requests in progress', () => drainInFlight(app));

  // Several processes on one PostgreSQL (decision 0017): live updates through LISTEN/NOTIFY and a
  // job queue in the database; the embedded database keeps the in-process bus and queue.
  const queue =
    options.queue ??
    (database.kind === 'postgres' && database.url
      ? new PgJobQueue({ connectionString: database.url, log: app.log })
      : new MemoryJobQueue(app.log));
  setJobQueue(app, queue);
  app.addHook('onReady', async () => queue.start());
  // Running jobs are told at once when closing starts (before /api/health reports it), so that
  // another process takes them over; the queue itself stops after the requests in progress.
  app.addHook('preClose', async () => queue.interrupt());
  onCloseStep(app, 'job queue', () => queue.stop());
  if (database.kind === 'postgres' && database.url && database.pool) {
    const bus = eventsOf(app);
    const transport = new PgEventTransport({
      connectionString: database.url,
      pool: database.pool,
      deliver: (topic, payload) => bus.deliver(topic as 'demande', payload as never),
      log: app.log,
    });
    bus.useTransport(transport);
    app.addHook('onReady', async () => transport.start());
    onCloseStep(app, 'live updates', () => transport.close());
  }

  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 50, parts: 60 },
  });
  await registerSecurity(app);

  /** 'products.1.name' → { n: 2 }: messages about a list's item name it by its 1-based number. */
  const rowOf = (field: string) => {
    const index = /(?:^|\.)(\d+)(?:\.|$)/.exec(field)?.[1];
    return index === undefined ? undefined : { n: Number(index) + 1 };
  };

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([f, key]) => [f, t(request, key, rowOf(f))]))
        : undefined;
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: t(request, error.messageKey, error.values),
          ...(fields ? { fields } : {}),
          ...(error.details !== undefined ? { details: error.details } : {}),
        },
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: { code: known.code, message: t(request, known.key) } });
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return reply
        .status(status)
        .send({ error: { code: 'bad_request', message: t(request, 'errors.invalidJson') } });
    }
    if (isTransientDatabaseError(error)) {
      // The pool or the database is saturated (or chose this transaction as a deadlock victim):
      // nothing was written; the client may try again.
      request.log.warn({ err: error }, 'transient database error');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ error: { code: 'busy', message: t(request, 'errors.busy') } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: t(request, 'errors.internal') } });
  });

  implement(app, platformApi, {
    ...healthHandlers(app, database),
    openapi: async () => openApiDocument(declaredRoutes(), config.version),
  });

  authRoutes(app);
  adminUsersRoutes(app);
  settingsRoutes(app);
  currencyRoutes(app);
  importRoutes(app); // before products: /api/products/import/* must not be read as a product id
  productRoutes(app);
  priceListRoutes(app);
  demandesRoutes(app);
  clientsRoutes(app);
  tasksRoutes(app);
  teamRoutes(app);
  quotesRoutes(app);
  ordersRoutes(app);
  purchasesRoutes(app);
  bankRoutes(app);
  dashboardRoutes(app);
  extractionRoutes(app);
  quotationsRoutes(app);
  conversationsRoutes(app);
  documentsRoutes(app);
  invoicesRoutes(app);
  selfTestRoutes(app);
  scheduleBackups(app, database);
  timeRoutes(app);
  goalsRoutes(app);
  analyticsRoutes(app);
  // Every route declared in core is served, and every API route served is declared.
  checkRouteContract(app.routeTable, declaredRoutes());

  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * Serves the built web app: hashed assets with a long cache, any other GET outside /api gets
 * index.html (client-side routes). Unknown /api paths answer a JSON 404.
 */
async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  await app.register(fastifyStatic, { root: webDist, serve: false });

  defineRoute(app, {
    method: 'GET',
    url: '/*',
    access: access.public,
    summary: 'The web application (static files, and index.html for client-side routes)',
    tags: ['web'],
    handler: async ({ request, reply }) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (urlPath.startsWith('/api/') || urlPath === '/api') {
        throw new AppError(404, 'not_found', 'errors.routeNotFound');
      }
      const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
      const candidate = path.join(webDist, relative);
      if (
        relative &&
        candidate.startsWith(webDist + path.sep) &&
        fs.existsSync(candidate) &&
        fs.statSync(candidate).isFile()
      ) {
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, {
          maxAge: immutable ? 365 * 24 * 3600_000 : 0,
          immutable,
        });
      }
      if (!fs.existsSync(indexFile)) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('Comptoir: the web app is not built yet. Run `npm run build` (npm start does it for you).');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not_found', message: t(request, 'errors.routeNotFound') } });
  });
}
