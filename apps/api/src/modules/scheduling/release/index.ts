export { releaseMissedWeeklySlots } from './release-weekly-slots.job';
export { releaseWeeklySlot, type ReleasedSlot } from './release-weekly-slot';
