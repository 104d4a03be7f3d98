export { surveyRoutes } from './survey.routes';
export { surveyOfUser } from './survey.service';
