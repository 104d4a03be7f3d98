import { defineEndpoint } from '../common/endpoint';
import { dataOf, pageQuery } from '../common/envelope';
import { invitationsSummary } from './invitations.schema';

export const listInvitees = defineEndpoint({
  method: 'POST',
  path: '/user/invitees',
  access: 'user',
  summary:
    'The caller’s invite code and link, the people who joined with it, and the credit earned',
  tags: ['commerce'],
  query: pageQuery(),
  response: dataOf(invitationsSummary),
});
