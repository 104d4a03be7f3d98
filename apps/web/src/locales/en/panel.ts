import type { panel as fa } from '../fa/panel';

export const panel: Record<keyof typeof fa, string> = {
  'panel.nav.label': 'Panel menu',
  'panel.nav.menu': 'Menu',
  'panel.nav.work': 'Work',
  'panel.nav.catalogue': 'Catalogue',
  'panel.nav.purchases': 'Purchases',
  'panel.nav.more': 'More',
  'panel.dashboard.greeting': 'Hello {name}, welcome',
  'panel.dashboard.greetingNoName': 'Hello, welcome',
  'panel.dashboard.intro': 'Manage your sessions, packages, tests and wallet from here.',
  'panel.dashboard.alerts': 'Needs attention',
  'panel.dashboard.noAlerts': 'Nothing is waiting for you right now.',
  'panel.dashboard.roleIntro.therapist':
    'Today’s sessions and the requests waiting for your answer.',
  'panel.dashboard.roleIntro.staff': 'Payments to review and your work pages.',
  'panel.dashboard.therapist.today': 'Today’s sessions',
  'panel.dashboard.therapist.noneToday': 'You have no sessions today.',
  'panel.dashboard.therapist.openSessions': 'All sessions in your console',
  'panel.dashboard.therapist.requests': 'Pending requests',
  'panel.dashboard.therapist.pendingCount':
    '{count, plural, =0 {No request is waiting} one {# request waiting} other {# requests waiting}}',
  'panel.dashboard.therapist.answer': 'Answer requests',
  'panel.dashboard.therapist.alertRequests':
    '{count, plural, one {# session request is waiting for your answer.} other {# session requests are waiting for your answer.}}',
  'panel.dashboard.therapist.alertNext': 'Your next session today is at {when}.',
  'panel.dashboard.staff.payments': 'Payments to review',
  'panel.dashboard.staff.pendingCount':
    '{count, plural, =0 {No payment is waiting} one {# transfer to review} other {# transfers to review}}',
  'panel.dashboard.staff.review': 'Review payments',
  'panel.dashboard.sessionLength': 'Each therapy session lasts {minutes, number} minutes.',
};
