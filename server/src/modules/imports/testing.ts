/**
 * What the import tests share (products and price lists): a file sent to an import's upload route,
 * and a run awaited until the queue is done with it.
 */
import type { FastifyInstance } from 'fastify';
import { postMultipart } from '../../../test/multipart';
import { until } from '../../../test/until';

export type ImportBase = '/api/products/import' | '/api/pricelists/import';

/** Sends `content` as the file `fileName` to `${base}/upload`, with `cookie` (null: no session). */
export function uploadFile(
  app: FastifyInstance,
  base: ImportBase,
  fileName: string,
  content: Buffer,
  cookie: string | null,
) {
  return postMultipart(
    app,
    `${base}/upload`,
    {},
    [{ field: 'file', name: fileName, bytes: content }],
    cookie,
  );
}

/** Reads an import (`read`) until its run, a job of the queue, is over: its final state. */
export const runOver = <J extends { status: string }>(read: () => Promise<J>, id: string): Promise<J> =>
  until(
    async () => {
      const job = await read();
      return job.status === 'completed' || job.status === 'failed' ? job : undefined;
    },
    `the end of import ${id}`,
    { timeoutMs: 25_000 },
  );
