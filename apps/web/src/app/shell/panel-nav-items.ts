import type { Role } from '@ravan/contract';
import type { MessageId } from '../../locales/fa';

export interface NavItem {
  path: string;
  label: MessageId;
}
export interface NavGroup {
  group: MessageId;
  items: NavItem[];
}
export type NavEntry = NavItem | NavGroup;

const item = (path: string, label: MessageId): NavItem => ({ path, label });

const STAFF_WORK: NavGroup = {
  group: 'panel.nav.work',
  items: [
    item('staff/payments', 'screen.staffPayments'),
    item('staff/sessions', 'screen.staffSessions'),
    item('staff/refunds', 'screen.staffRefunds'),
  ],
};

/**
 * Each role's own navigation: a client books and pays; a therapist runs their console; support
 * reviews payments, sessions and refunds; an admin also keeps the catalogue. Staff pages come in
 * groups (disclosures), so the bar fits 360 px and 1280 px alike.
 */
export function navFor(role: Role | undefined): NavEntry[] {
  switch (role) {
    case 'therapist':
      return [
        item('dashboard', 'screen.dashboard'),
        item('therapist', 'screen.therapistConsole'),
        item('setting', 'screen.setting'),
      ];
    case 'support':
      return [item('dashboard', 'screen.dashboard'), STAFF_WORK, item('setting', 'screen.setting')];
    case 'admin':
      return [
        item('dashboard', 'screen.dashboard'),
        STAFF_WORK,
        {
          group: 'panel.nav.catalogue',
          items: [
            item('staff/packages', 'screen.staffPackages'),
            item('staff/coupons', 'screen.staffCoupons'),
            item('staff/rates', 'screen.staffRates'),
          ],
        },
        item('setting', 'screen.setting'),
      ];
    default:
      return [
        item('dashboard', 'screen.dashboard'),
        item('sessions', 'screen.sessions'),
        {
          group: 'panel.nav.purchases',
          items: [
            item('packages', 'screen.packages'),
            item('basket', 'screen.basket'),
            item('factors', 'screen.factors'),
          ],
        },
        item('tests', 'screen.tests'),
        {
          group: 'panel.nav.more',
          items: [item('invitees', 'screen.invitees'), item('setting', 'screen.setting')],
        },
      ];
  }
}

export const isGroup = (entry: NavEntry): entry is NavGroup => 'group' in entry;
