// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CalendarKind, Locale } from '@ravan/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { createTranslator } from '../../lib/i18n/translator';
import { DateField } from './date-field';

afterEach(cleanup);

function DayOff({ calendar, initial = null }: { calendar: CalendarKind; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        legend="Date"
        value={value}
        onChange={setValue}
        calendar={calendar}
        min="2026-11-23"
        max="2028-11-23"
      />
      <output>{value === null ? 'none' : value || 'partial'}</output>
    </>
  );
}

const show = (locale: Locale, calendar: CalendarKind, initial?: string) =>
  render(
    <I18nProvider translator={createTranslator(locale, locale === 'fa' ? fa : en)}>
      <DayOff calendar={calendar} initial={initial ?? null} />
    </I18nProvider>,
  );

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const shown = () => screen.getByRole('status').textContent;

describe('DateField: a date as day, month and year selects', () => {
  it('in fa reads Solar months and Persian digits, and answers an ISO Gregorian date', async () => {
    show('fa', 'solar');
    const group = screen.getByRole('group', { name: 'Date' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(3);
    expect(within(select('ماه')).getByRole('option', { name: 'آذر' })).toBeTruthy();
    expect(
      within(select('سال'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['سال', '۱۴۰۵', '۱۴۰۶', '۱۴۰۷']);
    await userEvent.selectOptions(select('روز'), '4');
    expect(shown()).toBe('partial');
    await userEvent.selectOptions(select('ماه'), '9');
    await userEvent.selectOptions(select('سال'), '1405');
    expect(shown()).toBe('2026-11-25');
  });

  it('shows a stored date in Solar parts; the keyboard walks day, month, year (native selects)', async () => {
    show('fa', 'solar', '2026-11-25');
    expect([select('روز').value, select('ماه').value, select('سال').value]).toEqual([
      '4',
      '9',
      '1405',
    ]);
    await userEvent.tab();
    expect(document.activeElement).toBe(select('روز'));
    await userEvent.tab();
    expect(document.activeElement).toBe(select('ماه'));
    await userEvent.tab();
    expect(document.activeElement).toBe(select('سال'));
  });

  it('keeps the day inside a shorter month, and empties to null', async () => {
    show('en', 'gregorian', '2027-01-31');
    await userEvent.selectOptions(select('Month'), '2');
    expect(shown()).toBe('2027-02-28');
    await userEvent.selectOptions(select('Day'), '');
    await userEvent.selectOptions(select('Month'), '');
    await userEvent.selectOptions(select('Year'), '');
    expect(shown()).toBe('none');
  });
});
