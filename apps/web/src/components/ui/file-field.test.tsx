// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fa } from '../../locales/fa';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { createTranslator } from '../../lib/i18n/translator';
import { FileField } from './file-field';

afterEach(cleanup);

describe('FileField', () => {
  it('speaks the page’s language instead of the browser’s “Choose File”, and names the file', async () => {
    const chosen: (File | null)[] = [];
    render(
      <I18nProvider translator={createTranslator('fa', fa)}>
        <FileField label="رسید" accept={['image/png']} onChange={(file) => chosen.push(file)} />
      </I18nProvider>,
    );
    expect(screen.getByText('انتخاب فایل')).toBeTruthy();
    expect(screen.getByText('فایلی انتخاب نشده است')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('رسید', { exact: false });
    expect(input.type).toBe('file');
    await userEvent.upload(input, new File(['x'], 'receipt.png', { type: 'image/png' }));
    expect(chosen.map((file) => file?.name)).toEqual(['receipt.png']);
    expect(screen.getByText('receipt.png')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('receipt.png').id);
  });
});
