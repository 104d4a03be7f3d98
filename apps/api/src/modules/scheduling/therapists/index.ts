export { therapistsRoutes } from './therapists.routes';
export {
  findActiveTherapist,
  findTherapistByUserId,
  listActiveEvaluators,
  listActiveTherapists,
  therapistsByIds,
  type TherapistRow,
} from './therapists.repository';
export { listHourExceptions, listWeeklyHours } from './hours.repository';
export { toExceptionView, toTherapistSummary, toWeeklyView, wallTime } from './therapist.mapper';
