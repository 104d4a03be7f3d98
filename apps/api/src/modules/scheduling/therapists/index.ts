export { therapistsRoutes } from './therapists.routes';
export {
  findActiveTherapist,
  findTherapistByUserId,
  listActiveEvaluators,
  listActiveTherapists,
  therapistsByIds,
  type TherapistRow,
} from './therapists.repository';
export {
  listHourExceptions,
  listHourExceptionsOf,
  listWeeklyHours,
  listWeeklyHoursOf,
} from './hours.repository';
export { toExceptionView, toTherapistSummary, toWeeklyView, wallTime } from './therapist.mapper';
