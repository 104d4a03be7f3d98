export const panel = {
  'panel.nav.label': 'منوی پنل',
  'panel.dashboard.greeting': 'سلام {name}، خوش آمدید',
  'panel.dashboard.greetingNoName': 'سلام، خوش آمدید',
  'panel.dashboard.intro': 'از اینجا جلسه‌ها، بسته‌ها، آزمون‌ها و کیف پول خود را مدیریت کنید.',
  'panel.dashboard.sessionLength': 'هر جلسهٔ درمان {minutes, number} دقیقه است.',
} as const;
