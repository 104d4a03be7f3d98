import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { createTranslator } from './translator';

describe('translator', () => {
  it('formats numbers in ICU arguments with Persian digits in fa', () => {
    const t = createTranslator('fa', fa);
    expect(t.t('panel.dashboard.sessionLength', { minutes: 45 })).toBe(
      'هر جلسهٔ درمان ۴۵ دقیقه است.',
    );
    expect(createTranslator('en', en).t('panel.dashboard.sessionLength', { minutes: 45 })).toBe(
      'Each therapy session lasts 45 minutes.',
    );
  });

  it('translates contract message keys and passes server text through', () => {
    expect(createTranslator('en', en).tMessage('v.required')).toBe('This field is required.');
    expect(createTranslator('fa', fa).tMessage('v.required')).toBe('این فیلد الزامی است.');
    expect(createTranslator('en', en).tMessage('Wrong Username/Password')).toBe(
      'Wrong Username/Password',
    );
  });

  it('leaves no English key untranslated and no Persian string empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fa).sort());
    for (const [key, value] of Object.entries(fa)) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of Object.entries(en)) expect(value.trim(), key).not.toBe('');
  });
});
