import type { panel as fa } from '../fa/panel';

export const panel: Record<keyof typeof fa, string> = {
  'panel.nav.label': 'Panel menu',
  'panel.dashboard.greeting': 'Hello {name}, welcome',
  'panel.dashboard.greetingNoName': 'Hello, welcome',
  'panel.dashboard.intro': 'Manage your sessions, packages, tests and wallet from here.',
  'panel.dashboard.sessionLength': 'Each therapy session lasts {minutes, number} minutes.',
};
