/** One server-sent event as a client reads it. */
export interface ServerSentEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads a server-sent events answer as it arrives: `next` waits (at most `ms`) for the first event that
 * matches, skipping the others and the heartbeat comments; `close` hangs up, as a browser leaving would.
 */
export function readEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parsed: ServerSentEvent[] = [];
  // A read still pending when a wait timed out is the next one's: its chunk is never dropped.
  let reading: ReturnType<typeof reader.read> | null = null;
  const parse = () => {
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (!lines.length) continue;
      const field = (name: string) => lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2));
      parsed.push({ event: field('event')[0] ?? 'message', id: field('id')[0] ?? null, data: field('data').join('\n') });
    }
  };
  return {
    async next(match: (e: ServerSentEvent) => boolean = () => true, ms = 2_000): Promise<ServerSentEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = parsed.findIndex(match);
        if (index >= 0) return parsed.splice(0, index + 1).pop()!;
        parsed.length = 0;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event within ${ms} ms`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        reading ??= reader.read();
        const chunk = await Promise.race([reading, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)))]);
        clearTimeout(timer);
        if (chunk === null) continue;
        reading = null;
        if (chunk.done) throw new Error('The stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
    },
    close: () => reader.cancel(),
  };
}
