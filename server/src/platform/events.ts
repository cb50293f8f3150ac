import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { DemandeEvent } from '@comptoir/core/modules/demandes';

/**
 * Publish/subscribe for live updates (server-sent events). A module publishes after its change is
 * committed; subscribers (open event streams) forward it. One bus per app, so tests that build
 * several apps never see each other's events. On the embedded database the bus is in-process; on
 * PostgreSQL a transport (events-pg.ts, LISTEN/NOTIFY) carries every event to every process, this
 * one included, and the bus delivers what the transport hands back (docs/decisions/0013 and 0017).
 */

/** Topics and their payloads. A module adds its topic here. */
export interface AppEvents {
  demande: DemandeEvent;
  /** The self-test's probe: published and heard back through the transport (no listener acts on it). */
  selftest: { probe: string };
}

export type Listener<T> = (payload: T) => void;

/** Carries published events to every process; each process's bus delivers what arrives. */
export interface EventTransport {
  send(topic: string, payload: unknown): void;
}

export class EventBus<Events extends object> {
  private readonly emitter = new EventEmitter();
  private transport: EventTransport | null = null;

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {
    // Every open stream is a listener: there is no meaningful maximum.
    this.emitter.setMaxListeners(0);
  }

  /** From now on, events go through `transport` (which hands them back to `deliver`). */
  useTransport(transport: EventTransport | null): void {
    this.transport = transport;
  }

  /**
   * Calls every subscriber of `topic` (in every process when a transport is set); one that throws
   * is reported, never the publisher's problem.
   */
  publish<K extends keyof Events & string>(topic: K, payload: Events[K]): void {
    if (this.transport) this.transport.send(topic, payload);
    else this.deliver(topic, payload);
  }

  /** Calls this process's subscribers of `topic`. */
  deliver<K extends keyof Events & string>(topic: K, payload: Events[K]): void {
    for (const listener of this.emitter.listeners(topic) as Listener<Events[K]>[]) {
      try {
        listener(payload);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** Returns the function that unsubscribes. */
  subscribe<K extends keyof Events & string>(topic: K, listener: Listener<Events[K]>): () => void {
    this.emitter.on(topic, listener);
    return () => {
      this.emitter.off(topic, listener);
    };
  }

  listenerCount<K extends keyof Events & string>(topic: K): number {
    return this.emitter.listenerCount(topic);
  }
}

const buses = new WeakMap<FastifyInstance, EventBus<AppEvents>>();

/** The app's bus, created on first use. */
export function eventsOf(app: FastifyInstance): EventBus<AppEvents> {
  let bus = buses.get(app);
  if (!bus) {
    bus = new EventBus<AppEvents>((error) => app.log.error({ err: error }, 'event listener failed'));
    buses.set(app, bus);
  }
  return bus;
}
