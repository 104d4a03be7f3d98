import { isLocale, type Locale } from '@ravan/contract';

/**
 * The few words shown before any catalogue has loaded (first paint, a failed chunk).
 * They repeat app.loading / error.chunk / error.reload of the catalogues on purpose.
 */
const BOOT_STRINGS: Record<Locale, { loading: string; chunkFailed: string; reload: string }> = {
  fa: {
    loading: 'در حال بارگذاری…',
    chunkFailed: 'بارگذاری صفحه ناموفق بود. لطفاً صفحه را دوباره بارگذاری کنید.',
    reload: 'بارگذاری دوباره',
  },
  en: {
    loading: 'Loading…',
    chunkFailed: 'The page could not be loaded. Please reload.',
    reload: 'Reload',
  },
};

export function bootStrings() {
  const segment = window.location.pathname.split('/')[1];
  return BOOT_STRINGS[isLocale(segment) ? segment : 'fa'];
}
