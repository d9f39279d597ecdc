import { describe, expect, it } from 'vitest';
import { serverSentEventReader } from '../../../host/parts/serverSentEvents';

describe('serverSentEventReader', () => {
  it('reads events split across chunks, with their names, ids and data', () => {
    const read = serverSentEventReader();
    expect(read('event: ticket\nid: 7\nda')).toEqual([]);
    expect(read('ta: {"a":1}\n\nevent: resync\nid: 8\ndata: {}\n\n')).toEqual([
      { event: 'ticket', id: '7', data: '{"a":1}' },
      { event: 'resync', id: '8', data: '{}' },
    ]);
  });

  it('skips heartbeat comments, joins data lines and reads CRLF line ends', () => {
    const read = serverSentEventReader();
    expect(read(': heartbeat\n\n')).toEqual([]);
    expect(read('data: one\r\ndata:two\r\n\r\n')).toEqual([{ event: 'message', id: null, data: 'one\ntwo' }]);
  });

  it('keeps a retry-only block out of the events', () => {
    expect(serverSentEventReader()('retry: 1000\n\n')).toEqual([]);
  });
});
