export const common = {
  'app.name': 'روان',
  'app.tagline': 'مشاوره و روان‌درمانی آنلاین به زبان فارسی',
  'app.loading': 'در حال بارگذاری…',
  'app.close': 'بستن',
  'app.skipToContent': 'رفتن به محتوای اصلی',
  'language.switchTo': 'English',
  'language.switchLabel': 'تغییر زبان به انگلیسی',
  'error.network': 'لطفاً اتصال اینترنت خود را بررسی کنید',
  'error.server': 'خطا در ارتباط با سرور.',
  'error.generic': 'خطایی رخ داده است',
  'error.chunk': 'بارگذاری صفحه ناموفق بود. لطفاً صفحه را دوباره بارگذاری کنید.',
  'error.reload': 'بارگذاری دوباره',
} as const;
