import type { IncomingMessage } from 'node:http';
import { AppError } from '../../../lib/app-error';

export interface UploadTimeouts {
  /** No progress for this long ends the upload. */
  idleTimeoutMs: number;
  /** The whole upload ends after this long, however steadily it trickles in. */
  bodyTimeoutMs: number;
}

/**
 * Watches one streamed upload. Fastify has no request time-out by default, so without this a
 * client that stops sending mid-body (a boundary never closed) holds its connection and an open
 * write handle for ever. The signal aborts — and the file being written is destroyed and removed
 * by whoever passed it to `saveReceiptUpload` — when the upload goes idle or takes too long
 * (`request_timeout`, 408) or when the client goes away (nobody left to answer).
 */
export interface UploadDeadline {
  readonly signal: AbortSignal;
  /** Progress was made (a part or a chunk arrived): the idle clock starts again. */
  touch(): void;
  /** Never resolves; rejects with the reason once the upload is given up. */
  readonly abandoned: Promise<never>;
  /** The upload is read: the timers stop. */
  stop(): void;
}

export function watchUpload(request: IncomingMessage, timeouts: UploadTimeouts): UploadDeadline {
  const controller = new AbortController();
  const abort = (reason: Error) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timedOut = () => abort(new AppError('request_timeout'));
  const idle = setTimeout(timedOut, timeouts.idleTimeoutMs);
  const whole = setTimeout(timedOut, timeouts.bodyTimeoutMs);
  // The client went away before the body was complete: nobody is left to answer.
  const gone = () => {
    if (!request.complete) abort(new AppError('bad_request'));
  };
  request.on('close', gone);
  request.socket?.on('close', gone);

  const abandoned = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason as Error);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
      once: true,
    });
  });
  // Only a race reads it; once the upload is read nobody does, and that is no failure.
  abandoned.catch(() => undefined);

  return {
    signal: controller.signal,
    touch: () => {
      idle.refresh();
    },
    abandoned,
    stop: () => {
      clearTimeout(idle);
      clearTimeout(whole);
      request.off('close', gone);
      request.socket?.off('close', gone);
    },
  };
}
