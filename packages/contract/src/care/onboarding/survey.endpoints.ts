import { defineEndpoint } from '../../common/endpoint';
import { dataOf } from '../../common/envelope';
import { surveyBody, surveyView } from './survey.schema';

export const onboardingSurvey = defineEndpoint({
  method: 'POST',
  path: '/user/onboarding-survey',
  access: 'public',
  summary:
    'Save (partly) and read the onboarding answers: a guest by its anonymous id, a client by account',
  tags: ['onboarding'],
  body: surveyBody,
  optionalBody: true,
  response: dataOf(surveyView),
  sensitive: true,
});
