export { availabilityRoutes } from './availability.routes';
export { freeSlots, isFreeSlot, type BookedTimes, type SlotsInput } from './free-slots.service';
export { triageTimes } from './times.service';
export { slotWindow, toSlotView } from './slot-window';
export { SLOT_RULES, type SlotRules } from './slot-rules';
export { getPreferredTimes, setPreferredTimes } from './preferred-times.service';
export { listPreferredTimes } from './preferred-times.repository';
export { type BookedTimesOfMany } from './soonest.service';
export { freeSlotsOfMany } from './free-slots-many';
