/** How a background run is steered and told about failures (the job runner provides it). */
export interface RunContext {
  /** Set when the process is shutting down: stop between batches. */
  signal?: AbortSignal;
  /** A message that could not be sent; the rest of the run goes on. Never gets the body. */
  sendFailed?(error: unknown, facts: Record<string, string | number>): void;
}
