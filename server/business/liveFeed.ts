/**
 * An in-process broadcaster of changes by channel (a branch), for the live screens' server-sent events. Each
 * event has an id ("<process>.<sequence>"): a client that reconnects names the last one it saw (Last-Event-ID)
 * and is sent what it missed, or told to fetch again ('resync') when that is no longer kept, or was sent by
 * an earlier process. One server process only: several would each need the others' events.
 */
export interface FeedEvent<T> {
  id: string;
  seq: number;
  data: T;
}

export class LiveFeed<T> {
  private readonly process = Date.now().toString(36);
  private seq = 0;
  private readonly kept = new Map<string, { events: FeedEvent<T>[]; forgotten: number }>();
  private readonly listeners = new Map<string, Set<(event: FeedEvent<T>) => void>>();

  /** `keep`: how many recent events of each channel a reconnecting client can catch up on. */
  constructor(private readonly keep = 200) {}

  publish(channel: string, data: T): FeedEvent<T> {
    const event = { id: `${this.process}.${++this.seq}`, seq: this.seq, data };
    const kept = this.kept.get(channel) ?? { events: [], forgotten: 0 };
    kept.events.push(event);
    if (kept.events.length > this.keep) kept.forgotten = kept.events.shift()!.seq;
    this.kept.set(channel, kept);
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
    return event;
  }

  /** Calls `listener` with each event published on the channel until the answer is called. */
  subscribe(channel: string, listener: (event: FeedEvent<T>) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(channel);
    };
  }

  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }

  /** The latest event of any channel: where a new client starts from. */
  get lastSeq(): number {
    return this.seq;
  }

  get lastId(): string {
    return `${this.process}.${this.seq}`;
  }

  /** The channel's events after the one a client saw last, or 'resync' when they are not all kept. */
  since(channel: string, lastEventId: string): FeedEvent<T>[] | 'resync' {
    const [process, seqText] = lastEventId.split('.');
    const seen = Number(seqText);
    if (process !== this.process || !Number.isInteger(seen) || seen < 0 || seen > this.seq) return 'resync';
    const kept = this.kept.get(channel);
    if (!kept) return [];
    if (seen < kept.forgotten) return 'resync';
    return kept.events.filter((e) => e.seq > seen);
  }
}
