/**
 * Live updates shared by every process on one PostgreSQL database (decision 0017): a published
 * event goes out with pg_notify on one channel; each process keeps one connection listening on it
 * and hands what arrives to its own bus, so a change made through any process reaches the streams
 * open on every other (and on this one, through the same path, in publish order).
 *
 * NOTIFY payloads are limited to 8000 bytes: a larger event is written to the unlogged table
 * `comptoir_live.payloads` and only its id is sent; listeners read it back. Those rows are deleted
 * after an hour. Like pg-boss's `pgboss` schema, this transient table is the transport's own,
 * created when it starts (under an advisory lock, as processes may start together), not part of
 * the application's migrations.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { EventTransport } from './events';

export const EVENTS_CHANNEL = 'comptoir_events';
/** Bytes of a NOTIFY payload sent as is; above, the event is stored and sent by id. */
export const MAX_INLINE_BYTES = 7000;
const PAYLOADS = 'comptoir_live.payloads';
const SETUP_LOCK = 0x636f6d72;

interface Message {
  t: string;
  p?: unknown;
  ref?: number;
}

export interface PgEventTransportOptions {
  connectionString: string;
  /** For publishing and reading stored payloads (the app's pool). */
  pool: pg.Pool;
  deliver: (topic: string, payload: unknown) => void;
  log?: FastifyBaseLogger;
}

export class PgEventTransport implements EventTransport {
  private client: pg.Client | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;
  /** Publishing is serialised, so events leave (and arrive) in the order they were published. */
  private sending: Promise<unknown> = Promise.resolve();
  /** Notifications are handled one after the other (a stored one is read back first). */
  private receiving: Promise<unknown> = Promise.resolve();
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = 250;
  private sentLarge = 0;

  constructor(private readonly options: PgEventTransportOptions) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects the listening connection (resolves once LISTEN is in place). */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async setUp(): Promise<void> {
    const client = await this.options.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      await client.query('create schema if not exists comptoir_live');
      await client.query(
        `create unlogged table if not exists ${PAYLOADS} (
           id bigserial primary key, topic text not null, payload jsonb not null,
           created_at timestamptz not null default now())`,
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private ready: Promise<void> | null = null;

  private async connect(): Promise<void> {
    this.ready ??= this.setUp().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    await this.ready;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'comptoir-events',
      connectionTimeoutMillis: 5000,
    });
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const text = message.payload;
      this.receiving = this.receiving.then(() => this.receive(text)).catch(() => undefined);
    });
    client.on('error', (error) => {
      this.options.log?.warn({ err: error }, 'live updates: listening connection lost');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
  }

  /** The listening connection ended: connect again (events published meanwhile are not replayed). */
  private lost(client: pg.Client): void {
    if (this.client === client) this.client = null;
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start().catch((error: unknown) => {
        this.options.log?.warn({ err: error }, 'live updates: could not listen again');
        this.retryMs = Math.min(this.retryMs * 2, 10_000);
        this.lost(client);
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }

  private async receive(text: string): Promise<void> {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    let payload = message.p;
    if (message.ref !== undefined) {
      const { rows } = await this.options.pool.query<{ payload: unknown }>(
        `select payload from ${PAYLOADS} where id = $1`,
        [message.ref],
      );
      if (!rows[0]) return;
      payload = rows[0].payload;
    }
    this.options.deliver(message.t, payload);
  }

  send(topic: string, payload: unknown): void {
    const inline = JSON.stringify({ t: topic, p: payload } satisfies Message);
    this.sending = this.sending
      .then(async () => {
        if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
          await this.options.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, inline]);
          return;
        }
        const { rows } = await this.options.pool.query<{ id: string }>(
          `insert into ${PAYLOADS} (topic, payload) values ($1, $2) returning id`,
          [topic, JSON.stringify(payload)],
        );
        const ref = Number(rows[0]!.id);
        await this.options.pool.query('select pg_notify($1, $2)', [
          EVENTS_CHANNEL,
          JSON.stringify({ t: topic, ref } satisfies Message),
        ]);
        if (++this.sentLarge % 100 === 1) {
          await this.options.pool.query(
            `delete from ${PAYLOADS} where created_at < now() - interval '1 hour'`,
          );
        }
      })
      .catch((error: unknown) => this.options.log?.error({ err: error, topic }, 'live update not sent'));
  }

  /** Resolves once every event published so far has been handed to PostgreSQL. */
  async flushed(): Promise<void> {
    await this.sending;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.connecting?.catch(() => undefined);
    await this.sending;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
