import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { DemandeEvent } from '@comptoir/core/modules/demandes';

/**
 * In-process publish/subscribe for live updates (server-sent events). A module publishes after
 * its change is committed; subscribers (open event streams) forward it. One bus per app, so tests
 * that build several apps never see each other's events. One process only: see
 * docs/decisions/0013-live-updates.md for what several instances would need.
 */

/** Topics and their payloads. A module adds its topic here. */
export interface AppEvents {
  demande: DemandeEvent;
}

export type Listener<T> = (payload: T) => void;

export class EventBus<Events extends object> {
  private readonly emitter = new EventEmitter();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {
    // Every open stream is a listener: there is no meaningful maximum.
    this.emitter.setMaxListeners(0);
  }

  /** Calls every subscriber of `topic`; one that throws is reported, never the publisher's problem. */
  publish<K extends keyof Events & string>(topic: K, payload: Events[K]): void {
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
