import { defineEndpoint } from '../../common/endpoint';
import { dataOf } from '../../common/envelope';
import { z } from '../../common/zod-setup';
import {
  filterSuggestionsBody,
  isStudentBody,
  matchAnswerBody,
  matchProfile,
  matchQuestionnaire,
  matchQuestionnaireParams,
  matchQuestionnaireQuery,
  matchResult,
  psychologyField,
  psychologyFieldsBody,
  rematchBody,
  rematchResult,
  suggestBody,
  suggestion,
} from './matchmaking.schema';

/*
 * Matchmaking (SPEC.md §7 "Matchmaking"): the questionnaire is data, the ranking one pure
 * function (rankTherapists); suggestions say why, in the reader's language. All per client.
 */
const tags = ['matchmaking'] as const;

export const psychologyFields = defineEndpoint({
  method: 'GET',
  path: '/user/psychologyfields/list',
  access: 'user',
  summary: 'The psychology fields a client can be matched on',
  tags,
  response: dataOf(z.array(psychologyField)),
});

export const initQuestionnaire = defineEndpoint({
  method: 'GET',
  path: '/user/matchmaking/test/init/:testId',
  access: 'user',
  summary: 'The matchmaking questionnaire with the client’s answers so far',
  tags,
  params: matchQuestionnaireParams,
  query: matchQuestionnaireQuery,
  response: dataOf(matchQuestionnaire),
  sensitive: true,
});

export const answerQuestion = defineEndpoint({
  method: 'POST',
  path: '/user/matchmaking/test/answerquestion',
  access: 'user',
  summary: 'Answer one question of the matchmaking questionnaire',
  tags,
  body: matchAnswerBody,
  response: dataOf(matchResult),
  sensitive: true,
});

export const questionnaireResult = defineEndpoint({
  method: 'POST',
  path: '/user/matchmaking/test/result',
  access: 'user',
  summary: 'What the answers add up to (fields, therapist gender, language, student)',
  tags,
  optionalBody: true,
  body: suggestBody,
  response: dataOf(matchResult),
  sensitive: true,
});

export const updatePsychologyFields = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/update-psychology-fields',
  access: 'user',
  summary: 'Choose the psychology fields to be matched on',
  tags,
  body: psychologyFieldsBody,
  response: dataOf(matchProfile),
  sensitive: true,
});

export const updateIsStudent = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/update-is-student',
  access: 'user',
  summary: 'Say whether the client is a student',
  tags,
  body: isStudentBody,
  response: dataOf(matchProfile),
});

export const suggestedDoctors = defineEndpoint({
  method: 'POST',
  path: '/user/match-making-ai/get-suggested-doctor',
  access: 'user',
  summary: 'Therapists ranked for the client, best first, with the reasons for each',
  tags,
  optionalBody: true,
  body: suggestBody,
  response: dataOf(z.array(suggestion)),
  sensitive: true,
});

export const filterSuggestedDoctors = defineEndpoint({
  method: 'POST',
  path: '/match-making-ai/filter-suggested-doctors',
  access: 'user',
  summary: 'The ranked suggestions narrowed by gender, language or fields',
  tags,
  optionalBody: true,
  body: filterSuggestionsBody,
  response: dataOf(z.array(suggestion)),
  sensitive: true,
});

export const rematch = defineEndpoint({
  method: 'POST',
  path: '/user/match-making-ai/rematch',
  access: 'user',
  summary: 'The fit is wrong: the next suggestion becomes the client’s therapist',
  tags,
  optionalBody: true,
  body: rematchBody,
  response: dataOf(rematchResult),
  sensitive: true,
});
