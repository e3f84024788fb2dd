import type { EngineEvent, EngineEvents } from '../../src-shared/contract/engine-api';

/** Every event name, checked against the contract so a new event cannot be forgotten here. */
const EVENT_NAMES = Object.keys({ 'model.progress': true, 'model.status': true } satisfies Record<EngineEvent, true>) as EngineEvent[];

export type EngineEventListener<E extends EngineEvent> = (payload: EngineEvents[E]) => void;

/** A typed publish/subscribe bus for the events the engine pushes to every connected client. */
export class EngineEventBus {
  private readonly listeners = new Map<EngineEvent, Set<(payload: never) => void>>();

  on<E extends EngineEvent>(event: E, listener: EngineEventListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  /** Subscribe to every event (hosts forward them all to their clients). */
  onAny(listener: <E extends EngineEvent>(event: E, payload: EngineEvents[E]) => void): () => void {
    const offs = EVENT_NAMES.map((event) => this.on(event, (payload) => listener(event, payload)));
    return () => offs.forEach((off) => off());
  }

  emit<E extends EngineEvent>(event: E, payload: EngineEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      // One failing listener must not starve the others or break the engine.
      try {
        (listener as EngineEventListener<E>)(payload);
      } catch (err) {
        console.error(`engine event listener for ${event} failed:`, err);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
