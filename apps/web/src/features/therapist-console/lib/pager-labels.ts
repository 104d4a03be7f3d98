import type { Translator } from '../../../lib/i18n/translator';

/** The pager's words (the app's shared pager strings) for `total` rows shown `perPage` at a time. */
export function pagerLabels(t: Translator['t'], page: number, perPage: number, total: number) {
  return {
    nav: t('commerce.pager.label'),
    previous: t('commerce.pager.previous'),
    next: t('commerce.pager.next'),
    status: t('commerce.pager.status', { page, pages: Math.max(1, Math.ceil(total / perPage)) }),
  };
}
