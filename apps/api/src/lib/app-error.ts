import type { ErrorCode, MessageKey } from '@ravan/contract';

export interface AppErrorOptions {
  /** Per-field message keys, translated by the error handler. */
  errors?: Record<string, MessageKey[]>;
  /** Extra payload the client needs (e.g. the cart on "already in your basket"). */
  data?: unknown;
  /** Overrides the status of the code (rarely needed). */
  status?: number;
  cause?: unknown;
}

/** A failure the user should hear about. `code` picks the HTTP status and the message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, MessageKey[]> | undefined;
  readonly data: unknown;
  readonly status: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.data = options.data;
    this.status = options.status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
