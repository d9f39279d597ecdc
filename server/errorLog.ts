/**
 * What the log keeps of a failure: its name, message and the database's code and position, never the
 * query's parameters (a failed insert would print the body it carried: passwords' hashes, uploads).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = (cause as { code?: string } | null)?.code ?? (error as { code?: string }).code;
  const message = (cause ?? error).message.split('\nparams:')[0]!.slice(0, 500);
  return [`${error.name}: ${message}`, code ? `(code ${code})` : '', error.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim() ?? ''].filter(Boolean).join(' ');
}
