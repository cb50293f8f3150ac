import type { FastifyBaseLogger } from 'fastify';
import type { EcbErrorCode, RatesStatus } from '@comptoir/core/modules/currency';
import type { Db } from '../../db/client';
import type { Config } from '../../platform/config';
import { ecbSource } from './sources/ecb';
import { RateSourceError } from './sources/types';
import { sourceSummary, storeBatch } from './service';

export type RefreshOutcome = 'fetched' | 'cached' | 'failed';

interface LastError {
  code: EcbErrorCode;
  detail: string;
  at: Date;
}

/**
 * Keeps the ECB rates fresh: at start-up and every `refreshMinutes` when `config.rates.fetch` is on
 * (an unref'd timer, stopped on close), and on a super admin's request. A success younger than
 * `cacheMinutes` is not fetched again. One fetch at a time: concurrent callers share it.
 * A failure is logged as a warning and kept (code, detail, time) for the status panel; the rates
 * already stored stay in use. The last success is read from the database, so it survives restarts.
 */
export class RatesRefresher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RefreshOutcome> | null = null;
  private lastError: LastError | null = null;
  private nextRefreshAt: Date | null = null;
  private readonly closing = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly rates: Config['rates'],
    private readonly log: FastifyBaseLogger,
  ) {}

  get intervalMs(): number {
    return this.rates.refreshMinutes * 60_000;
  }

  /** The timer handle while automatic refreshing runs (tests check it is unref'd). */
  get timerHandle(): NodeJS.Timeout | null {
    return this.timer;
  }

  /** Starts automatic refreshing when configured. Never waits for (or fails on) the first fetch. */
  start(): void {
    if (!this.rates.fetch || this.timer || this.closing.signal.aborted) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /**
   * Several processes (PostgreSQL): the periodic refresh is a scheduled job of the shared queue,
   * run once across the processes (`refresh` is its handler); here only the start-up fetch.
   */
  startScheduled(): void {
    if (!this.rates.fetch || this.closing.signal.aborted) return;
    void this.tick();
  }

  private async tick(): Promise<void> {
    this.nextRefreshAt = new Date(Date.now() + this.intervalMs);
    await this.refresh();
  }

  /** Stops the timer, aborts a fetch in progress and waits for it (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.nextRefreshAt = null;
    this.closing.abort();
    await this.settled();
  }

  /** Resolves when no refresh is in progress. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** Fetches and stores the ECB rates unless the last success is younger than the cache time. */
  refresh(): Promise<RefreshOutcome> {
    if (this.closing.signal.aborted) return Promise.resolve('failed');
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<RefreshOutcome> {
    try {
      const { lastAt } = await sourceSummary(this.db, 'ECB');
      if (lastAt && Date.now() - lastAt.getTime() < this.rates.cacheMinutes * 60_000) return 'cached';
      const batch = await ecbSource.collect({ url: this.rates.ecbUrl, signal: this.closing.signal });
      try {
        await this.db.transaction(async (tx) => {
          await storeBatch(tx, batch);
        });
      } catch (error) {
        throw new RateSourceError('storage', error instanceof Error ? error.message : String(error));
      }
      this.log.info(
        { source: 'ECB', rateDate: batch.rates[0]?.rateDate, count: batch.rates.length },
        'exchange rates updated',
      );
      return 'fetched';
    } catch (error) {
      const failure =
        error instanceof RateSourceError
          ? error
          : new RateSourceError('storage', error instanceof Error ? error.message : String(error));
      this.lastError = { code: failure.code, detail: failure.detail.slice(0, 300), at: new Date() };
      if (!this.closing.signal.aborted) {
        this.log.warn(
          { source: 'ECB', code: failure.code, detail: this.lastError.detail },
          'exchange-rate refresh failed; the rates already stored stay in use',
        );
      }
      return 'failed';
    }
  }

  async status(): Promise<RatesStatus> {
    const [ecb, manual] = await Promise.all([
      sourceSummary(this.db, 'ECB'),
      sourceSummary(this.db, 'manual'),
    ]);
    return {
      ecb: {
        enabled: this.rates.fetch,
        refreshMinutes: this.rates.refreshMinutes,
        cacheMinutes: this.rates.cacheMinutes,
        lastSuccessAt: ecb.lastAt?.toISOString() ?? null,
        lastRateDate: ecb.lastDate,
        lastError: this.lastError?.code ?? null,
        lastErrorDetail: this.lastError?.detail ?? null,
        lastErrorAt: this.lastError?.at.toISOString() ?? null,
        nextRefreshAt: this.nextRefreshAt?.toISOString() ?? null,
      },
      manual: { count: manual.count, lastEntryAt: manual.lastAt?.toISOString() ?? null },
    };
  }
}
