import { api } from './api/client';

/**
 * Opens a branch's live stream of the API for followStream: fetch with the session's token (EventSource cannot send
 * one), no timeout, and the last event's id so the server sends what was missed.
 */
export const openBranchStream = (path: string, brnId: string) => (lastEventId: string | null, signal: AbortSignal) =>
  api.get(path, { searchParams: { brnId }, headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {}, signal, timeout: false });
