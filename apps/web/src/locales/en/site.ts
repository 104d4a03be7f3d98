import type { SiteMessages } from '../fa';

/** English twin of `fa/site.ts`. */
export const site: SiteMessages = {
  'screen.home': 'Online therapy in Persian',
  'screen.therapists': 'Therapists',
  'screen.terms': 'Terms of use',
  'screen.privacy': 'Privacy',

  'site.nav.label': 'Main menu',
  'site.nav.home': 'Home',
  'site.nav.therapists': 'Therapists',
  'site.nav.login': 'Log in',
  'site.nav.register': 'Sign up',
  'site.nav.panel': 'My panel',
  'site.footer.label': 'Footer links',
  'site.footer.terms': 'Terms of use',
  'site.footer.privacy': 'Privacy',
  'site.footer.note':
    'Ravan is not an emergency service. If you are in immediate danger, call your local emergency number.',

  'home.hero.title': 'Talk to a Persian-speaking therapist, wherever you live',
  'home.hero.lead':
    '{minutes, number}-minute video sessions with experienced psychologists and psychiatrists. Start with a free {evaluation, number}-minute evaluation to find the therapist who fits you.',
  'home.hero.start': 'Start with a free evaluation',
  'home.hero.browse': 'See our therapists',
  'home.hero.figure': '{percent, number}% of clients felt better after their evaluation session.',

  'home.steps.title': 'How it works',
  'home.steps.1.title': 'Sign up',
  'home.steps.1.body':
    'Create an account in a few minutes and tell us what you would like help with.',
  'home.steps.2.title': 'Free evaluation',
  'home.steps.2.body':
    'In a {minutes, number}-minute video call, an evaluation specialist listens to what you need.',
  'home.steps.3.title': 'The right therapist',
  'home.steps.3.body':
    'We suggest a therapist who fits your subject, language and free times; a session is booked once the therapist approves.',
  'home.steps.4.title': 'Regular sessions',
  'home.steps.4.body':
    'Each session lasts {minutes, number} minutes by video call, and your weekly time is kept for you.',

  'home.figures.title': 'What to expect',
  'home.figures.feltBetter': '{percent, number}%',
  'home.figures.feltBetterText': 'felt better after the evaluation session',
  'home.figures.effect': '{sessions, number} sessions',
  'home.figures.effectText': 'is usually the least it takes to feel an effect',
  'home.figures.average': '{from, number} to {to, number} sessions',
  'home.figures.averageText': 'is the usual length of a therapy',
  'home.figures.callback': '{first, number} or {second, number} hours',
  'home.figures.callbackText':
    'Support calls you within {first, number} hours of booking an evaluation and within {second, number} hours of a session request',

  'home.prices.title': 'What sessions cost',
  'home.prices.lead':
    'Packages are priced in your currency; the more sessions you buy, the less each one costs.',
  'home.prices.sessions': '{count, plural, one {# session} other {# sessions}}',
  'home.prices.perSession': '{amount} a session',
  'home.prices.loadFailed': 'The prices could not be loaded.',
  'home.prices.retry': 'Try again',
  'home.prices.all': 'All packages',
  'home.prices.loading': 'Loading prices…',

  'home.therapists.title': 'Some of our therapists',
  'home.therapists.all': 'All therapists',

  'home.refund.title': 'Unconditional refund',
  'home.refund.body':
    'If you are not satisfied, we refund the sessions you have not used, no questions asked.',
  'home.support.title': 'With you all the way',
  'home.support.body':
    'Every client has a support person, a quality-care psychologist and their own therapist. Reach us by chat on the site, WhatsApp or Telegram.',
  'home.support.whatsapp': 'WhatsApp',
  'home.support.telegram': 'Telegram',
  'home.cta.title': 'Ready to start?',
  'home.cta.body': 'The first evaluation is free, with no obligation to buy.',

  'directory.title': 'Ravan therapists',
  'directory.lead':
    'Persian-speaking psychologists and psychiatrists, with free times in your time zone ({zone}).',
  'directory.fields': 'Fields: {list}',
  'directory.approaches': 'Approaches: {list}',
  'directory.languages': 'Languages: {list}',
  'directory.fee': 'Sessions from {amount}',
  'directory.soonest': 'Soonest free time: {when}',
  'directory.noneSoon': 'No free time in the next two weeks',
  'directory.soonestLoading': 'Finding the soonest free time…',
  'directory.seeTimes': 'Free times',
  'directory.seeTimesOf': 'Free times of {name}',
  'directory.empty': 'No therapists are listed yet.',
  'directory.loadFailed': 'The therapists could not be loaded.',
  'directory.retry': 'Try again',
  'directory.field.Individual': 'Individual therapy',
  'directory.field.Couple': 'Couple therapy',
  'directory.field.Family': 'Family therapy',
  'directory.field.Child and Adolescent': 'Child and adolescent',
  'directory.field.Sex Therapy': 'Sex therapy',
  'directory.field.Psychiatry': 'Psychiatry',
  'directory.photoOf': 'Photo of {name}',

  'legal.updated': 'Last updated: {date}',
  'legal.back': 'Back to the home page',
  'legal.contact':
    'A question about this text? Reach support by chat in your panel, WhatsApp or Telegram.',

  'terms.intro':
    'These terms describe the agreement between you and Ravan when you use the site and its therapy sessions. By signing up you accept them.',
  'terms.service.title': 'Our service',
  'terms.service.body':
    'Ravan is a platform for online counselling and psychotherapy sessions with licensed professionals. Sessions take place as video calls in an online meeting app. A therapy session lasts {minutes, number} minutes; an evaluation session about {evaluation, number} minutes.\n\nRavan is not an emergency service. If you are thinking of harming yourself or others, call your local emergency number at once.',
  'terms.account.title': 'Your account',
  'terms.account.body':
    'To book sessions you must be at least 18, or sign up with a legal guardian’s consent. Keep your account details accurate and your password to yourself; you are responsible for what is done with your account.',
  'terms.booking.title': 'Booking, cancelling and rescheduling',
  'terms.booking.body':
    'A session is booked once the therapist approves it. Cancelling or changing it at least {notice, number} hours ahead is free; later, the full fee is charged. Each package includes {reschedules, number} free reschedules.\n\nAfter two consecutive weeks of cancelled or missed sessions, your fixed weekly time is released in the third week. Minutes beyond the session length are charged separately.',
  'terms.payment.title': 'Payment and refunds',
  'terms.payment.body':
    'Packages are paid before the sessions: online, by bank transfer with a receipt we check, or from your wallet. If you are not satisfied, the sessions you have not used are refunded unconditionally.',
  'terms.conduct.title': 'Respectful conduct',
  'terms.conduct.body':
    'Do not record a session without the therapist’s consent, harass anyone, or use the platform for anything but therapy. Therapists are bound by professional ethics and confidentiality.',
  'terms.changes.title': 'Changes to these terms',
  'terms.changes.body':
    'If these terms change, we publish the new version on this page and ask you to accept it in your panel.',

  'privacy.intro':
    'What you say in therapy is among the most sensitive information in your life. This page says what we keep, why, and what you control.',
  'privacy.collect.title': 'What we keep',
  'privacy.collect.body':
    'Your account details (name, email, phone number, time zone), what you write about your therapy subject, session times, invoices and payments. We do not record or keep the content of video calls.',
  'privacy.use.title': 'What we use it for',
  'privacy.use.body':
    'Only to run your sessions, suggest a fitting therapist, follow up through support and issue invoices. We do not sell your information or share it with others for advertising.',
  'privacy.access.title': 'Who can see it',
  'privacy.access.body':
    'Your therapist, the evaluation specialist and the quality-care psychologist, only as far as your care needs. Support sees account and payment details, not therapy notes. Every staff access is recorded.',
  'privacy.security.title': 'Keeping it safe',
  'privacy.security.body':
    'Connections to the site are encrypted, passwords are stored hashed, and health information is never written into page addresses or technical logs.',
  'privacy.rights.title': 'Your control',
  'privacy.rights.body':
    'You can see and correct your account details in your panel, ask for a copy, or ask us to delete your account. Invoices are kept as long as the law requires.',
  'privacy.cookies.title': 'Storage in your browser',
  'privacy.cookies.body':
    'A few values are stored in your browser for sign-in, language and the basket. Logging out clears them.',
};
