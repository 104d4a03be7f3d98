import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES, crisisResourcesFor } from './crisis-resources';
import { detectCrisis } from './detect-crisis';
import { normalizeForMatching } from './normalize-text';

describe('detectCrisis', () => {
  it.each([
    'دیگه نمی‌خوام زنده باشم', // half-space where the list has none
    'دیگه نمی خوام زنده باشم', // a plain space after the prefix
    'ديگه نميخوام زنده باشم', // Arabic yeh
    'فکر خودکشی دارم',
    'گاهی فکر می‌کنم بهتره بمیرم.',
    'I want to die',
    'i keep thinking about SUICIDE!!',
    "I don't want to be alive anymore",
    'I don’t want to be alive', // typographic apostrophe
    'sometimes I think I would be better off dead',
  ])('finds a crisis in %j', (text) => {
    expect(detectCrisis(text).crisis).toBe(true);
  });

  it.each([
    'امروز حالم بهتر است و با درمانگرم صحبت کردم',
    'I am dying to see my therapist', // not a listed phrase
    'the suicidesquad film', // not a whole word
    'cutting myself a slice of cake', // "cut myself" must be a whole phrase
    '',
  ])('finds none in %j', (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
  });
});

describe('normalizeForMatching', () => {
  it('folds Persian letter variants, half-spaces, diacritics and digits', () => {
    expect(normalizeForMatching('مي‌خواهم  كمك ۱۲۳ً')).toBe('میخواهم کمک 123');
  });
});

describe('crisis resources', () => {
  it('answers a country’s lines, and the general ones for any other place', () => {
    expect(crisisResourcesFor('ir').lines.map((line) => line.phone)).toContain('1480');
    expect(crisisResourcesFor('CA').emergency).toBe('911');
    expect(crisisResourcesFor('FR').country).toBe('default');
    expect(crisisResourcesFor(null).country).toBe('default');
  });

  it('names every line in fa and en', () => {
    for (const entry of CRISIS_RESOURCES)
      for (const line of entry.lines) {
        expect(line.name.fa).toMatch(/[\u0600-\u06FF]/);
        expect(line.name.en.trim()).not.toBe('');
        expect(line.phone).toMatch(/^[0-9 ]+$/);
      }
  });
});
