/** One server-sent event as the stream's reader hands it on. */
export interface ServerSentEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads a server-sent events stream as its chunks of text arrive (fetch's body, for a stream that needs a
 * Bearer token, which EventSource cannot send): `push` each chunk and get the events it completed. Comments
 * (heartbeats) are skipped; an event's `id` is kept for Last-Event-ID.
 */
export function serverSentEventReader() {
  let buffer = '';
  return (chunk: string): ServerSentEvent[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    const events: ServerSentEvent[] = [];
    for (const block of blocks) {
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'event') event = value;
        else if (name === 'id') id = value;
        else if (name === 'data') data.push(value);
      }
      if (data.length || id !== null) events.push({ event, id, data: data.join('\n') });
    }
    return events;
  };
}
