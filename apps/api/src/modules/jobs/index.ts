export { JOBS, startJobs, type Job, type JobRunnerOptions } from './runner';
export { releaseMissedWeeklySlots } from './release-weekly-slots.job';
export { releaseWeeklySlot, type ReleasedSlot } from './release-weekly-slot';
