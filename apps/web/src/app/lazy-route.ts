import { CHUNK_LOAD_TIMEOUT_MS } from '@ravan/contract';

/** A lazy route module that gives up after 120 s (SPEC.md §8), so the error screen can offer a reload. */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(
        () => reject(new Error('chunk load timed out')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      load().then(
        (module) => {
          window.clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
