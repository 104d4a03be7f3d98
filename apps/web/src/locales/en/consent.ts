import type { consent as fa } from '../fa/consent';

export const consent: Record<keyof typeof fa, string> = {
  'consent.title': 'Consent to online counselling and therapy',
  'consent.intro':
    'Before you go on, please read these terms. You need to accept them to use Ravan.',
  'consent.version': 'Version {version}',
  'consent.termsLabel': 'Consent terms',
  'consent.service':
    'Ravan is a platform for online counselling and psychotherapy. Sessions are video calls with your therapist. Online therapy does not suit every situation; if your therapist finds that in-person care or another service would serve you better, they will tell you.',
  'consent.confidentiality':
    'What you say in sessions is confidential: your therapist does not share it without your permission, unless your life or someone else’s is in serious and immediate danger, a child or vulnerable person is being harmed, or the law or a court order requires it.',
  'consent.emergency':
    'Ravan is not an emergency service, and messages are not always read right away. If you are in crisis or thinking about harming yourself or others, call your local emergency number now or go to the nearest hospital.',
  'consent.recording':
    'Sessions are not recorded. Please do not record a session without your therapist’s agreement either. To protect your privacy, join from a private place with a reliable connection.',
  'consent.data':
    'Your information, such as your therapy subject, messages and test answers, is used only to provide and arrange your care, and is seen only as far as needed by your therapist, your support person and your quality-care psychologist. It is kept secure and is never sold or used for advertising.',
  'consent.choice':
    'Taking part is your choice: you may stop at any time or ask for a different therapist.',
  'consent.accept':
    'I have read the text above and agree to the terms of online counselling and therapy.',
  'consent.confirm': 'Confirm and continue',
  'consent.tickFirst': 'Please tick the box to accept the terms first, then confirm.',
};
