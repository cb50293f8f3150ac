import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes over a reply for server-sent events (decision 0013): no serializer, no onSend hooks,
 * nothing buffers it. The security headers set so far by hooks (helmet) are kept.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res: ServerResponse = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[] | number>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies: do not buffer this response.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return res;
}
