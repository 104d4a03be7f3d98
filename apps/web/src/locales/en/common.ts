import type { common as fa } from '../fa/common';

export const common: Record<keyof typeof fa, string> = {
  'app.name': 'Ravan',
  'app.tagline': 'Online counselling and psychotherapy in Persian and English',
  'app.loading': 'Loading…',
  'app.close': 'Close',
  'app.retry': 'Try again',
  'app.skipToContent': 'Skip to main content',
  'language.switchTo': 'فارسی',
  'language.switchLabel': 'Switch language to Persian',
  'error.network': 'Please check your internet connection',
  'error.server': 'Error communicating with the server.',
  'error.generic': 'An error has occurred',
  'error.chunk': 'The page could not be loaded. Please reload.',
  'error.reload': 'Reload',
  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.status': 'Page {page, number} of {pages, number}',
  'date.day': 'Day',
  'date.month': 'Month',
  'date.year': 'Year',
};
