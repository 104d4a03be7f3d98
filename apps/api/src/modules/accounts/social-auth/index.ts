export { socialAuthRoutes } from './social-auth.routes';
export { createTelegramLinkToken } from './telegram-link.service';
