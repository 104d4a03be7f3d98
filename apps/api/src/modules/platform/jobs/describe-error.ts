/**
 * What a log line may say about a failed job: the error's kind, its code (a PostgreSQL SQLSTATE,
 * an SMTP code) and where it was thrown — not its full text. Drizzle's message carries the query
 * parameters (addresses, meeting links) after "params:", and a driver's `detail` echoes row
 * values; message bodies are never part of an error, and neither is anything else a person wrote.
 */
export function describeError(error: unknown): Record<string, string | number | undefined> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    code: codeOf(error) ?? codeOf(cause),
    message: firstLine(error.message),
    cause: cause ? `${cause.name}: ${firstLine(cause.message)}` : undefined,
    at: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5)
      .map((line) => line.trim())
      .join(' | '),
  };
}

function codeOf(error: Error | undefined): string | number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? '').slice(0, 200);
}
