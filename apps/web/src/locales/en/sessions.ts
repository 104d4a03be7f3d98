import type { sessions as fa } from '../fa/sessions';

export const sessions: Record<keyof typeof fa, string> = {
  'sessions.intro': 'Your upcoming and past sessions, and your requests for new ones.',
  'sessions.requestButton': 'Request sessions',
  'sessions.loadFailed': 'We could not load this information.',
  'sessions.retry': 'Try again',

  'sessions.list.title': 'My sessions',
  'sessions.list.upcoming': 'Upcoming',
  'sessions.list.past': 'Past',
  'sessions.pager.label': 'Session pages',

  'sessions.empty.upcoming': 'You have no upcoming sessions.',
  'sessions.empty.howTo':
    'To begin, request sessions. If you have not bought a package yet, choose one first.',
  'sessions.empty.waiting':
    'Your request is being reviewed; once a therapist approves it, your sessions appear here.',
  'sessions.empty.packages': 'See packages',
  'sessions.empty.past': 'You have no past sessions yet.',

  'sessions.when.time': '{start}–{end}',
  'sessions.when.dayTime': '{day}, {time}',
  'sessions.when.zone': 'Time zone:',

  'sessions.kind.therapy': 'Therapy session',
  'sessions.kind.evaluation': 'Evaluation session',
  'sessions.cardState.scheduled': 'Scheduled',
  'sessions.cardState.ready': 'Ready to start',
  'sessions.cardState.completed': 'Completed',
  'sessions.cardState.cancelled': 'Cancelled',
  'sessions.cardState.no_show': 'No-show',
  'sessions.cancelReason.client_free': 'Cancelled by you, free of charge.',
  'sessions.cancelReason.client_late': 'Cancelled by you less than {hours, number} hours ahead.',
  'sessions.cancelReason.therapist': 'Cancelled by the therapist.',
  'sessions.cancelReason.released':
    'The weekly slot was released after two weeks in a row of cancelled or missed sessions.',
  'sessions.cancelReason.staff': 'Cancelled by support.',
  'sessions.card.label': 'Session with {name}',
  'sessions.card.therapist': 'Therapist',
  'sessions.card.evaluator': 'Evaluation specialist',
  'sessions.card.weekly': 'Weekly',
  'sessions.card.charged': 'The full fee of this session was charged.',
  'sessions.card.join': 'Join session',
  'sessions.card.joinOpens': 'Join opens {day}, {time}',
  'sessions.card.invoice': 'Download invoice',
  'sessions.card.reschedule': 'Change time',
  'sessions.card.cancel': 'Cancel session',

  'sessions.change.cancelTitle': 'Cancel session',
  'sessions.change.moveTitle': 'Change session time',
  'sessions.change.summary': 'Session on {when} with {name}',
  'sessions.change.previewLoading': 'Checking what this change costs…',
  'sessions.change.free.cancel': 'Free — the session returns to your package.',
  'sessions.change.free.usesReschedule': 'Free — this uses one of your package’s free reschedules.',
  'sessions.change.free.reschedule': 'Free — the session moves to its new time at no cost.',
  'sessions.change.charged.credit':
    'The full fee will be charged: {amount} (one session of your package is used)',
  'sessions.change.charged.anotherCredit':
    'The full fee will be charged: {amount} (another session of your package is used for the new time)',
  'sessions.change.charged.debt':
    'The full fee will be charged: {amount} (recorded as a debt in your wallet)',
  'sessions.change.chargedNoAmount.credit':
    'The full fee will be charged (one session of your package is used).',
  'sessions.change.chargedNoAmount.anotherCredit':
    'The full fee will be charged (another session of your package is used for the new time).',
  'sessions.change.chargedNoAmount.debt':
    'The full fee will be charged (recorded as a debt in your wallet).',
  'sessions.change.why.late':
    'The session starts in less than {hours, number} hours; a later cancel or change costs the full fee.',
  'sessions.change.why.noFreeReschedules':
    'You have used the {count, number} free reschedules of your package.',
  'sessions.change.why.staff': 'Support has set the rule aside for this session.',
  'sessions.change.reschedulesLeft':
    '{count, plural, =0 {No free reschedules left.} one {# free reschedule left.} other {# free reschedules left.}}',
  'sessions.change.confirmCancel': 'Yes, cancel the session',
  'sessions.change.confirmMove': 'Move to {time}',
  'sessions.change.pickFirst': 'Choose the new time first',
  'sessions.change.keep': 'Go back',
  'sessions.change.gone':
    'This session was changed meanwhile and the list is up to date. Close this window and look again.',

  'sessions.week.label': 'Weeks',
  'sessions.week.previous': 'Previous week',
  'sessions.week.next': 'Next week',
  'sessions.week.range': '{from} – {to}',
  'sessions.slots.dayEmpty': 'No free time',
  'sessions.slots.choose': '{day}, {time}',
  'sessions.slots.supportHint': 'You can message support on WhatsApp or Telegram to book a time.',
  'sessions.slots.whatsapp': 'Book via WhatsApp',
  'sessions.slots.telegram': 'Book via Telegram',

  'sessions.therapist.languages': 'Languages: {languages}',

  'sessions.requestState.pending': 'Waiting for a therapist',
  'sessions.requestState.proposed': 'Time proposed',
  'sessions.requestState.approved': 'Approved',
  'sessions.requestState.declined': 'Declined',
  'sessions.requestState.cancelled': 'Withdrawn',
  'sessions.request.listTitle': 'Open requests',
  'sessions.request.sent': 'Sent {date}',
  'sessions.request.therapist': 'Therapist',
  'sessions.request.anyTherapist': 'Any therapist',
  'sessions.request.count': 'Sessions',
  'sessions.request.countValue': '{count, plural, one {# session} other {# sessions}}',
  'sessions.request.times': 'Preferred times',
  'sessions.request.dayPeriods': '{day}: {periods}',
  'sessions.request.pendingNote':
    'A therapist will confirm the time; support calls you within {hours, number} hours.',
  'sessions.request.proposed': 'Proposed time: {when}',
  'sessions.request.proposedWeekly':
    'Every week on this day and time, for {count, plural, one {# session} other {# sessions}}.',
  'sessions.request.accept': 'Accept this time',
  'sessions.request.accepted': 'Your sessions are booked.',
  'sessions.request.withdraw': 'Withdraw request',
  'sessions.request.withdrawTitle': 'Withdraw request',
  'sessions.request.withdrawBody':
    'This request will be cancelled and your package’s sessions stay free. Continue?',
  'sessions.request.withdrawConfirm': 'Yes, withdraw it',
  'sessions.request.withdrawKeep': 'No, keep it',
  'sessions.request.withdrawn': 'Your request was withdrawn.',

  'sessions.form.title': 'Request sessions',
  'sessions.form.intro':
    'Each session lasts {minutes, number} minutes. A session is booked once a therapist approves, and support calls you within {hours, number} hours.',
  'sessions.form.subject': 'Therapy subject',
  'sessions.form.newSubject': 'A new subject',
  'sessions.form.category': 'Area of therapy',
  'sessions.form.categoryPlaceholder': 'Choose…',
  'sessions.form.description': 'Briefly describe what you would like to work on',
  'sessions.form.descriptionHint':
    'At least {min, number} characters ({count, number} so far). Only your therapist sees it.',
  'sessions.form.therapist': 'Therapist',
  'sessions.form.anyHint': 'We choose a therapist who fits your subject and your times.',
  'sessions.form.count': 'Number of sessions',
  'sessions.form.countHint': 'At least one, and no more than the unused sessions of your packages.',
  'sessions.form.times': 'Times that suit you',
  'sessions.form.timesHint': 'Tick every time that suits you. Time zone:',
  'sessions.form.timeCell': '{day}, {period}',
  'sessions.form.note': 'Note for the therapist (optional)',
  'sessions.form.submit': 'Send request',
  'sessions.form.cancel': 'Cancel',
  'sessions.period.morning': 'Morning',
  'sessions.period.noon': 'Noon',
  'sessions.period.afternoon': 'Afternoon',
  'sessions.period.night': 'Night',
  'sessions.cycle.Individual': 'Individual',
  'sessions.cycle.Couple': 'Couple',
  'sessions.cycle.Family': 'Family',
  'sessions.cycle.Child and Adolescent': 'Child and adolescent',
  'sessions.cycle.Sex Therapy': 'Sex therapy',
  'sessions.cycle.Psychiatry': 'Psychiatry',
  'sessions.problem.packages': 'Buy a package',
  'sessions.problem.setting': 'Complete your information',

  'sessions.calendar.title': 'Therapists’ free times',
  'sessions.calendar.intro': 'Times are shown in your time zone:',
  'sessions.calendar.choose': 'Choose a therapist…',
  'sessions.calendar.listLabel': 'Therapists',
  'sessions.calendar.seeTimes': 'See free times',
  'sessions.calendar.seeTimesOf': 'See free times of {name}',
  'sessions.calendar.request': 'Request sessions with {name}',
  'sessions.calendar.signUpToBook':
    'To book {when}, create an account; after signing up you come back to this time.',
  'sessions.calendar.signUp': 'Sign up to book',
  'sessions.calendar.login': 'Log in',
};
