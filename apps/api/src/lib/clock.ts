/** Time, injectable so rules that depend on "now" are tested with a controllable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * Real time plus an offset that only moves forward when told to. Development and browser tests
 * only (DEV_CLOCK=true, refused in production): it lets a journey reach "2 hours before the
 * session" without waiting for it.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (ms < 0) throw new Error('the development clock only moves forward');
    this.offsetMs += ms;
  }
}
