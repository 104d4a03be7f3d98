export { journeyRoutes } from './journey.routes';
export {
  advanceJourney,
  checkJourney,
  journeyOf,
  chooseJourneyPackage,
  chooseJourneyTherapist,
  moveJourney,
} from './journey.service';
export { JOURNEY_EVENTS, type JourneyEvent } from './journey-events';
export { followClientMilestones } from './milestones';
