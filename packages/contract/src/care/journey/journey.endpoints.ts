import { defineEndpoint } from '../../common/endpoint';
import { dataOf } from '../../common/envelope';
import {
  cancelJourneyBody,
  changeJourneyStateBody,
  changeJourneyTimeBody,
  emptyJourneyBody,
  journeyCart,
  journeyCheck,
  journeyDetail,
  selectJourneyPackageBody,
} from './journey.schema';

/*
 * The client's journey from first visit to regular sessions (SPEC.md §7 "Journey"). One per
 * client, kept by the server, so it continues on another device. Most moves happen by themselves
 * as the client acts; `change-state` takes only the legal moves (JOURNEY_TRANSITIONS) and answers
 * 409 `journey_illegal_move` otherwise, changing nothing.
 */
const tags = ['journey'] as const;

export const checkJourney = defineEndpoint({
  method: 'GET',
  path: '/set-sessions/check-journey',
  access: 'user',
  summary: 'Where the client is on the journey and the next step',
  tags,
  response: dataOf(journeyCheck),
});

export const startJourney = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/start-journey',
  access: 'user',
  summary: 'Start the journey (again, after a cancel); a journey under way is answered as it is',
  tags,
  optionalBody: true,
  body: emptyJourneyBody,
  response: dataOf(journeyDetail),
});

export const changeJourneyState = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/change-state',
  access: 'user',
  summary: 'Move the journey to a state; only legal moves (else 409, nothing changes)',
  tags,
  body: changeJourneyStateBody,
  response: dataOf(journeyDetail),
});

export const getFlowDetail = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/get-flow-detail',
  access: 'user',
  summary: 'The journey with its choices and history',
  tags,
  optionalBody: true,
  body: emptyJourneyBody,
  response: dataOf(journeyDetail),
});

export const selectJourneyPackage = defineEndpoint({
  method: 'POST',
  path: '/set-sessions/select-package',
  access: 'user',
  summary: 'Choose the package for the journey (moves it to package_chosen)',
  tags,
  body: selectJourneyPackageBody,
  response: dataOf(journeyDetail),
});

export const changeJourneyTime = defineEndpoint({
  method: 'POST',
  path: '/user/change-time-journey',
  access: 'user',
  summary: 'Change the preferred times the journey matches and books by',
  tags,
  body: changeJourneyTimeBody,
  response: dataOf(journeyDetail),
  sensitive: true,
});

export const cancelJourney = defineEndpoint({
  method: 'POST',
  path: '/user/canceled-flow',
  access: 'user',
  summary: 'Cancel the journey (it can be started again)',
  tags,
  optionalBody: true,
  body: cancelJourneyBody,
  response: dataOf(journeyDetail),
});

export const cartSubmittedJourney = defineEndpoint({
  method: 'GET',
  path: '/user/get-cart-submitted-journey',
  access: 'user',
  summary: 'The package the journey chose, and whether it is paid for',
  tags,
  response: dataOf(journeyCart),
});
