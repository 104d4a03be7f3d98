/** Sessions, session requests and the free-times calendar (SPEC.md §2, §4, §5, §8, §9). */
export const sessions = {
  'sessions.intro': 'جلسه‌های پیش رو و گذشته و درخواست‌های شما برای جلسهٔ تازه.',
  'sessions.requestButton': 'درخواست جلسه',
  'sessions.loadFailed': 'بارگیری اطلاعات ممکن نشد.',
  'sessions.retry': 'تلاش دوباره',

  'sessions.list.title': 'جلسه‌های من',
  'sessions.list.upcoming': 'پیش رو',
  'sessions.list.past': 'گذشته',
  'sessions.pager.label': 'صفحه‌های جلسه‌ها',

  'sessions.empty.upcoming': 'جلسهٔ پیش رویی ندارید.',
  'sessions.empty.howTo':
    'برای شروع، درخواست جلسه بدهید. اگر هنوز بسته‌ای نخریده‌اید، ابتدا یک بسته تهیه کنید.',
  'sessions.empty.waiting':
    'درخواست شما در دست بررسی است؛ پس از تأیید درمانگر، جلسه‌ها اینجا نمایش داده می‌شوند.',
  'sessions.empty.packages': 'دیدن بسته‌ها',
  'sessions.empty.past': 'هنوز جلسهٔ گذشته‌ای ندارید.',

  'sessions.when.time': 'ساعت {start} تا {end}',
  'sessions.when.dayTime': '{day}، ساعت {time}',
  'sessions.when.zone': 'منطقهٔ زمانی:',

  'sessions.kind.therapy': 'جلسهٔ درمان',
  'sessions.kind.evaluation': 'جلسهٔ ارزیابی',
  'sessions.cardState.scheduled': 'رزرو شده',
  'sessions.cardState.ready': 'آمادهٔ شروع',
  'sessions.cardState.completed': 'برگزار شده',
  'sessions.cardState.cancelled': 'لغو شده',
  'sessions.cardState.no_show': 'غیبت',
  'sessions.cancelReason.client_free': 'به درخواست شما و بدون هزینه لغو شد.',
  'sessions.cancelReason.client_late':
    'به درخواست شما با کمتر از {hours, number} ساعت فاصله لغو شد.',
  'sessions.cancelReason.therapist': 'درمانگر این جلسه را لغو کرد.',
  'sessions.cancelReason.released': 'زمان ثابت هفتگی پس از دو هفتهٔ پیاپی لغو یا غیبت آزاد شد.',
  'sessions.cancelReason.staff': 'پشتیبانی این جلسه را لغو کرد.',
  'sessions.card.label': 'جلسه با {name}',
  'sessions.card.therapist': 'درمانگر',
  'sessions.card.evaluator': 'کارشناس ارزیابی',
  'sessions.card.weekly': 'هفتگی',
  'sessions.card.charged': 'هزینهٔ کامل این جلسه دریافت شده است.',
  'sessions.card.join': 'ورود به جلسه',
  'sessions.card.joinOpens': 'ورود از {day}، ساعت {time}',
  'sessions.card.invoice': 'دریافت فاکتور',
  'sessions.card.reschedule': 'تغییر زمان',
  'sessions.card.cancel': 'لغو جلسه',

  'sessions.change.cancelTitle': 'لغو جلسه',
  'sessions.change.moveTitle': 'تغییر زمان جلسه',
  'sessions.change.summary': 'جلسهٔ {when} با {name}',
  'sessions.change.previewLoading': 'در حال بررسی هزینهٔ این تغییر…',
  'sessions.change.free.cancel': 'رایگان — جلسه به بستهٔ شما برمی‌گردد.',
  'sessions.change.free.usesReschedule':
    'رایگان — یکی از تغییر زمان‌های رایگان بستهٔ شما استفاده می‌شود.',
  'sessions.change.free.reschedule': 'رایگان — جلسه بدون هزینه به زمان تازه منتقل می‌شود.',
  'sessions.change.charged.credit':
    'هزینهٔ کامل جلسه دریافت می‌شود: {amount} (یک جلسه از بستهٔ شما مصرف می‌شود)',
  'sessions.change.charged.anotherCredit':
    'هزینهٔ کامل جلسه دریافت می‌شود: {amount} (یک جلسهٔ دیگر از بستهٔ شما برای زمان تازه مصرف می‌شود)',
  'sessions.change.charged.debt':
    'هزینهٔ کامل جلسه دریافت می‌شود: {amount} (به‌صورت بدهی در کیف پول شما ثبت می‌شود)',
  'sessions.change.chargedNoAmount.credit':
    'هزینهٔ کامل جلسه دریافت می‌شود (یک جلسه از بستهٔ شما مصرف می‌شود).',
  'sessions.change.chargedNoAmount.anotherCredit':
    'هزینهٔ کامل جلسه دریافت می‌شود (یک جلسهٔ دیگر از بستهٔ شما برای زمان تازه مصرف می‌شود).',
  'sessions.change.chargedNoAmount.debt':
    'هزینهٔ کامل جلسه دریافت می‌شود (به‌صورت بدهی در کیف پول شما ثبت می‌شود).',
  'sessions.change.why.late':
    'تا شروع جلسه کمتر از {hours, number} ساعت مانده است؛ لغو یا تغییر دیرتر از این، هزینهٔ کامل دارد.',
  'sessions.change.why.noFreeReschedules':
    'از {count, number} تغییر زمان رایگان بستهٔ خود استفاده کرده‌اید.',
  'sessions.change.why.staff': 'پشتیبانی قانون لغو را برای این جلسه کنار گذاشته است.',
  'sessions.change.reschedulesLeft':
    '{count, plural, =0 {تغییر زمان رایگانی برایتان نمانده است.} other {# تغییر زمان رایگان برایتان مانده است.}}',
  'sessions.change.confirmCancel': 'لغو جلسه را تأیید می‌کنم',
  'sessions.change.confirmMove': 'انتقال به {time}',
  'sessions.change.pickFirst': 'ابتدا زمان تازه را انتخاب کنید',
  'sessions.change.keep': 'بازگشت',
  'sessions.change.gone':
    'این جلسه در این فاصله تغییر کرده است؛ فهرست جلسه‌ها به‌روز شد. این پنجره را ببندید و دوباره نگاه کنید.',

  'sessions.week.label': 'هفته‌ها',
  'sessions.week.previous': 'هفتهٔ قبل',
  'sessions.week.next': 'هفتهٔ بعد',
  'sessions.week.range': '{from} تا {to}',
  'sessions.slots.dayEmpty': 'زمان خالی ندارد',
  'sessions.slots.choose': '{day}، ساعت {time}',
  'sessions.slots.supportHint':
    'می‌توانید برای رزرو زمان به پشتیبانی در واتس‌اپ یا تلگرام پیام دهید.',
  'sessions.slots.whatsapp': 'رزرو از راه واتس‌اپ',
  'sessions.slots.telegram': 'رزرو از راه تلگرام',

  'sessions.therapist.languages': 'زبان‌ها: {languages}',

  'sessions.requestState.pending': 'در انتظار تأیید درمانگر',
  'sessions.requestState.proposed': 'زمان پیشنهادی درمانگر',
  'sessions.requestState.approved': 'تأیید شده',
  'sessions.requestState.declined': 'رد شده',
  'sessions.requestState.cancelled': 'لغو شده',
  'sessions.request.listTitle': 'درخواست‌های باز',
  'sessions.request.sent': 'ثبت در {date}',
  'sessions.request.therapist': 'درمانگر',
  'sessions.request.anyTherapist': 'هر درمانگری',
  'sessions.request.count': 'تعداد جلسه',
  'sessions.request.countValue': '{count, number} جلسه',
  'sessions.request.times': 'زمان‌های مناسب',
  'sessions.request.dayPeriods': '{day}: {periods}',
  'sessions.request.pendingNote':
    'درمانگر زمان جلسه را تأیید می‌کند؛ پشتیبانی ظرف {hours, number} ساعت با شما تماس می‌گیرد.',
  'sessions.request.proposed': 'زمان پیشنهادی: {when}',
  'sessions.request.proposedWeekly': 'هر هفته در همین روز و ساعت، برای {count, number} جلسه.',
  'sessions.request.accept': 'پذیرفتن این زمان',
  'sessions.request.accepted': 'جلسه‌های شما رزرو شد.',
  'sessions.request.withdraw': 'پس گرفتن درخواست',
  'sessions.request.withdrawTitle': 'پس گرفتن درخواست',
  'sessions.request.withdrawBody':
    'این درخواست لغو می‌شود و جلسه‌های بستهٔ شما آزاد می‌مانند. ادامه می‌دهید؟',
  'sessions.request.withdrawConfirm': 'بله، پس می‌گیرم',
  'sessions.request.withdrawKeep': 'نه، بماند',
  'sessions.request.withdrawn': 'درخواست شما پس گرفته شد.',

  'sessions.form.title': 'درخواست جلسه',
  'sessions.form.intro':
    'هر جلسه {minutes, number} دقیقه است. جلسه پس از تأیید درمانگر رزرو می‌شود و پشتیبانی ظرف {hours, number} ساعت با شما تماس می‌گیرد.',
  'sessions.form.subject': 'موضوع درمان',
  'sessions.form.newSubject': 'موضوع تازه',
  'sessions.form.category': 'حوزهٔ درمان',
  'sessions.form.categoryPlaceholder': 'انتخاب کنید…',
  'sessions.form.description': 'شرح کوتاهی از آنچه می‌خواهید رویش کار کنید',
  'sessions.form.descriptionHint':
    'دست‌کم {min, number} نویسه ({count, number} نوشته‌اید). فقط درمانگر شما آن را می‌بیند.',
  'sessions.form.therapist': 'درمانگر',
  'sessions.form.anyHint': 'درمانگری متناسب با موضوع و زمان‌های شما انتخاب می‌شود.',
  'sessions.form.count': 'تعداد جلسه',
  'sessions.form.countHint': 'دست‌کم یک جلسه و حداکثر به اندازهٔ جلسه‌های استفاده‌نشدهٔ بسته‌هایتان.',
  'sessions.form.times': 'زمان‌های مناسب شما',
  'sessions.form.timesHint': 'همهٔ زمان‌هایی را که برایتان مناسب است علامت بزنید. منطقهٔ زمانی:',
  'sessions.form.timeCell': '{day}، {period}',
  'sessions.form.note': 'یادداشت برای درمانگر (اختیاری)',
  'sessions.form.submit': 'ثبت درخواست',
  'sessions.form.cancel': 'انصراف',
  'sessions.period.morning': 'صبح',
  'sessions.period.noon': 'ظهر',
  'sessions.period.afternoon': 'عصر',
  'sessions.period.night': 'شب',
  'sessions.cycle.Individual': 'فردی',
  'sessions.cycle.Couple': 'زوج‌درمانی',
  'sessions.cycle.Family': 'خانواده‌درمانی',
  'sessions.cycle.Child and Adolescent': 'کودک و نوجوان',
  'sessions.cycle.Sex Therapy': 'سکس‌تراپی',
  'sessions.cycle.Psychiatry': 'روان‌پزشکی',
  'sessions.problem.packages': 'خرید بسته',
  'sessions.problem.setting': 'تکمیل اطلاعات',

  'sessions.calendar.title': 'زمان‌های خالی درمانگران',
  'sessions.calendar.intro': 'زمان‌ها به وقت منطقهٔ زمانی شما نمایش داده می‌شوند:',
  'sessions.calendar.choose': 'یک درمانگر انتخاب کنید…',
  'sessions.calendar.listLabel': 'درمانگران',
  'sessions.calendar.seeTimes': 'دیدن زمان‌های خالی',
  'sessions.calendar.seeTimesOf': 'دیدن زمان‌های خالی {name}',
  'sessions.calendar.request': 'درخواست جلسه با {name}',
  'sessions.calendar.signUpToBook':
    'برای رزرو {when} یک حساب بسازید؛ پس از ثبت‌نام به همین زمان برمی‌گردید.',
  'sessions.calendar.signUp': 'ثبت‌نام و رزرو',
  'sessions.calendar.login': 'ورود',
} as const;
