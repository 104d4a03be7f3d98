import { describe, expect, it } from 'vitest';
import { JOBS } from '../../../jobs';
import { ManualClock } from '../../../lib/clock';
import { testAppForFile } from '../../../test/test-app-for-file';
import { consumeAttempt } from './throttle.service';

const clock = new ManualClock(new Date('2026-11-20T10:00:00Z'));
const t = testAppForFile({ clock });

describe('the prune-throttles job', () => {
  it('forgets throttle counts once they are a day old, and only those', async () => {
    const job = JOBS.find((candidate) => candidate.name === 'prune-throttles')!;
    const rule = (key: string) => ({ key, max: 5, windowMs: 60_000 });
    await consumeAttempt(t.deps.database.db, clock, [rule('prune:old-a'), rule('prune:old-b')]);
    clock.advance(23 * 3_600_000);
    await consumeAttempt(t.deps.database.db, clock, [rule('prune:recent')]);
    clock.advance(2 * 3_600_000);

    expect(await job.run(t.deps, {})).toMatchObject({ throttleHits: 2 });
    expect(await job.run(t.deps, {})).toMatchObject({ throttleHits: 0 });
    clock.advance(24 * 3_600_000);
    expect(await job.run(t.deps, {})).toMatchObject({ throttleHits: 1 });
  });
});
