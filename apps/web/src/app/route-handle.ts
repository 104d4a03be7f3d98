import type { MessageId } from '../locales/fa';

/** What every route declares: its screen name, for the page title and the "not available yet" page. */
export interface RouteHandle {
  title: MessageId;
  /** SPEC.md §2 flag: the screen needs first name, last name, phone and time zone (RequireProfile). */
  requiresProfile?: boolean;
}
