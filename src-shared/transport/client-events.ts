import type { EngineEvent, EngineEvents } from '../contract/engine-api';

/** Listener registry shared by the renderer transports: `on` returns its own unsubscribe. */
export class ClientEvents {
  private readonly listeners = new Map<EngineEvent, Set<(payload: never) => void>>();

  on<E extends EngineEvent>(event: E, listener: (payload: EngineEvents[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  deliver(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event as EngineEvent) ?? []) {
      try {
        (listener as (payload: unknown) => void)(payload);
      } catch (err) {
        console.error(`listener for ${event} failed:`, err);
      }
    }
  }
}
