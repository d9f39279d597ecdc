import { describe, expect, it } from 'vitest';
import { LiveFeed } from '../../../server/business/liveFeed';

describe('the live feed of ticket changes', () => {
  it('tells each listener of its channel only, until it stops listening', () => {
    const feed = new LiveFeed<string>();
    const heard: string[] = [];
    const stop = feed.subscribe('101', (e) => heard.push(e.data));
    feed.publish('101', 'a');
    feed.publish('201', 'b');
    expect(feed.listenerCount('101')).toBe(1);
    stop();
    feed.publish('101', 'c');
    expect(heard).toEqual(['a']);
    expect(feed.listenerCount('101')).toBe(0);
  });

  it('gives a reconnecting client what it missed on its channel after the id it saw', () => {
    const feed = new LiveFeed<string>();
    const seen = feed.publish('101', 'a');
    feed.publish('201', 'b');
    feed.publish('101', 'c');
    feed.publish('101', 'd');
    const missed = feed.since('101', seen.id);
    expect(missed !== 'resync' && missed.map((e) => e.data)).toEqual(['c', 'd']);
    expect(feed.since('101', feed.lastId)).toEqual([]);
  });

  it('asks for a resync when the events are no longer kept, come from another process, or the id is nonsense', () => {
    const feed = new LiveFeed<number>(3);
    const first = feed.publish('101', 1);
    for (let n = 2; n <= 6; n++) feed.publish('101', n);
    expect(feed.since('101', first.id)).toBe('resync');
    expect(feed.since('101', 'abc.1')).toBe('resync');
    expect(feed.since('101', 'garbage')).toBe('resync');
    expect(feed.since('101', `${feed.lastId.split('.')[0]}.999`)).toBe('resync');
  });
});
