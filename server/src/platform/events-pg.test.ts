/**
 * Live updates across processes (PostgreSQL pass only): two transports on one database stand
 * for two processes; what one publishes reaches the other's subscribers, in order, large
 * payloads included (sent by id and read back).
 */
import { describe, expect, it } from 'vitest';
import { onPostgres, useSuiteDatabase } from '../../test/fixture';
import { until } from '../../test/until';
import { EventBus } from './events';
import { MAX_INLINE_BYTES, PgEventTransport } from './events-pg';

interface Events {
  note: { n: number; text?: string };
}

describe.skipIf(!onPostgres)('LISTEN/NOTIFY transport (needs TEST_DB=postgres and TEST_DATABASE_URL)', () => {
  const transports: PgEventTransport[] = [];
  const db = useSuiteDatabase(async () => {
    for (const transport of transports) await transport.close();
  });

  async function processBus() {
    const database = db();
    const bus = new EventBus<Events>();
    const transport = new PgEventTransport({
      connectionString: database.url!,
      pool: database.pool!,
      deliver: (topic, payload) => bus.deliver(topic as 'note', payload as Events['note']),
    });
    bus.useTransport(transport);
    transports.push(transport);
    await transport.start();
    return { bus, transport };
  }

  it('delivers what one process publishes to the subscribers of every process, in order', async () => {
    const a = await processBus();
    const b = await processBus();
    const onA: number[] = [];
    const onB: { n: number; text?: string }[] = [];
    a.bus.subscribe('note', (e) => onA.push(e.n));
    b.bus.subscribe('note', (e) => onB.push(e));
    const large = 'é'.repeat(MAX_INLINE_BYTES); // twice the limit in bytes
    for (let n = 1; n <= 20; n += 1) a.bus.publish('note', n === 7 ? { n, text: large } : { n });
    await until(() => onB.length === 20 && onA.length === 20, 'twenty events on both');
    expect(onB.map((e) => e.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(onA).toEqual(onB.map((e) => e.n));
    expect(onB[6]!.text).toBe(large);
    // Nothing is delivered locally before it went through PostgreSQL (one path for all).
    const before = onA.length;
    a.bus.publish('note', { n: 21 });
    expect(onA.length).toBe(before);
    await until(() => onA.length === before + 1, 'the round trip');
  });
});
