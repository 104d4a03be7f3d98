// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toLatinDigits, type Locale } from '@ravan/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { createTranslator } from '../../lib/i18n/translator';
import { TextField } from './text-field';

afterEach(cleanup);

const inLocale = (locale: Locale, node: React.ReactNode) =>
  render(
    <I18nProvider translator={createTranslator(locale, locale === 'fa' ? fa : en)}>
      {node}
    </I18nProvider>,
  );

const submitted: { start: string }[] = [];

function HoursForm() {
  const form = useForm({ defaultValues: { start: '09:00' } });
  return (
    <form onSubmit={form.handleSubmit((values) => submitted.push(values))}>
      <TextField label="From" inputMode="numeric" {...form.register('start')} />
      <button type="button" onClick={() => form.reset({ start: '17:30' })}>
        reset
      </button>
      <button type="submit">save</button>
    </form>
  );
}

function Amount() {
  const [text, setText] = useState('12');
  return (
    <>
      <TextField
        label="Amount"
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <output>{toLatinDigits(text)}</output>
    </>
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('numeric text fields write digits as the page does', () => {
  it('shows a form’s default, a reset and typed Latin digits in Persian in fa', async () => {
    inLocale('fa', <HoursForm />);
    expect(field('From').value).toBe('۰۹:۰۰');
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(field('From').value).toBe('۱۷:۳۰');
    await userEvent.clear(field('From'));
    await userEvent.type(field('From'), '10:4۵');
    expect(field('From').value).toBe('۱۰:۴۵');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(toLatinDigits(submitted.at(-1)?.start ?? '')).toBe('10:45');
  });

  it('keeps the caret where it was when a digit is typed mid-text', async () => {
    inLocale('fa', <HoursForm />);
    const input = field('From');
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('1');
    expect(input.value).toBe('۰۱۹:۰۰');
    expect(input.selectionStart).toBe(2);
  });

  it('shows a controlled value in Persian and reads both digit sets', async () => {
    inLocale('fa', <Amount />);
    expect(field('Amount').value).toBe('۱۲');
    await userEvent.type(field('Amount'), '.5');
    expect(field('Amount').value).toBe('۱۲.۵');
    expect(screen.getByRole('status').textContent).toBe('12.5');
  });

  it('writes Latin digits in en, whatever the keyboard typed', async () => {
    inLocale('en', <HoursForm />);
    expect(field('From').value).toBe('09:00');
    await userEvent.clear(field('From'));
    await userEvent.type(field('From'), '۱۱:۰۰');
    expect(field('From').value).toBe('11:00');
  });

  it('leaves a code field’s digits as typed', async () => {
    inLocale('fa', <TextField label="Code" inputMode="numeric" latinDigits defaultValue="123" />);
    expect(field('Code').value).toBe('123');
  });
});
