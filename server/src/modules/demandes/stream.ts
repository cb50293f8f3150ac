import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DemandeEvent, DemandeEventType } from '@comptoir/core/modules/demandes';
import { can } from '@comptoir/core/permissions';
import { sessions, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { eventsOf } from '../../platform/events';
import { openEventStream } from '../../platform/sse';

/**
 * A comment line every so often keeps proxies and the browser from closing an idle stream; the
 * session is checked again at the same pace. Tests shorten it.
 */
export const streamSettings = { heartbeatMs: 20_000 };
/** A client that reads nothing while this much piles up is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Publishes a change once it is committed. */
export function publishDemande(
  app: FastifyInstance,
  type: DemandeEventType,
  demandeId: string,
  auth: AuthContext | null,
): void {
  eventsOf(app).publish('demande', {
    type,
    demandeId,
    by: auth?.user.id ?? null,
    at: new Date().toISOString(),
  });
}

/**
 * Whether the stream's session is still good: not ended, not expired, not idle past its limit,
 * the user active and still allowed to read demandes. Read-only: an open stream does not keep
 * an idle session alive.
 */
async function stillAllowed(app: FastifyInstance, auth: AuthContext): Promise<boolean> {
  const [row] = await app.db
    .select({
      isSuperAdmin: users.isSuperAdmin,
      modules: users.modules,
      role: users.role,
      idle: sql<boolean>`(${sessions.idleTimeoutMinutes} is not null and ${sessions.lastSeenAt} + make_interval(mins => ${sessions.idleTimeoutMinutes}) < now())`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, auth.session.id), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)),
    )
    .limit(1);
  if (!row || row.idle) return false;
  return can({ is_super_admin: row.isSuperAdmin, modules: row.modules, role: row.role }, 'demandes', 'read');
}

/**
 * Server-sent events for the demandes module. The reply is hijacked (no serializer, no onSend
 * hooks, nothing buffers it) and the handler returns at once, so the stream is not an in-flight
 * handler that app.close() would wait for; the streams are ended in a preClose hook instead, before
 * the server stops accepting and waits for open connections.
 */
export function registerDemandeStreams(app: FastifyInstance) {
  const open = new Set<() => void>();

  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  return function openStream(reply: FastifyReply, auth: AuthContext): FastifyReply {
    const res = openEventStream(reply);

    let ended = false;
    let checking = false;
    const write = (chunk: string) => {
      if (ended) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    const unsubscribe = eventsOf(app).subscribe('demande', (event: DemandeEvent) => {
      write(`data: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      if (checking) return;
      checking = true;
      stillAllowed(app, auth)
        .then((ok) => {
          if (!ok) end();
        })
        .catch(() => undefined)
        .finally(() => (checking = false));
    }, streamSettings.heartbeatMs);
    heartbeat.unref();

    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    res.on('close', end); // the client went away

    // Reconnect after 3 s; a first comment so the client knows the stream is open.
    write('retry: 3000\n: connected\n\n');
    return reply;
  };
}
