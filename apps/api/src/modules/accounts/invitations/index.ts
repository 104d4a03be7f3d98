export { invitationsRoutes, invitePath } from './invitations.routes';
