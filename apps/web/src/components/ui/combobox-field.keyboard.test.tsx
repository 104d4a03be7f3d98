// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ComboboxField } from './combobox-field';
import { Dialog } from './dialog';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no layout: the list scrolls its active option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

const COUNTRIES = [
  { value: 'CA', label: 'Canada', keywords: 'کانادا' },
  { value: 'DE', label: 'Germany', keywords: 'آلمان' },
  { value: 'IR', label: 'Iran', keywords: 'ایران' },
];

function Field({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <ComboboxField
        label="Country"
        options={COUNTRIES}
        value={value}
        onChange={setValue}
        noResults="No match"
        clearable
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Country' });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('ComboboxField (WAI-ARIA combobox with a listbox popup)', () => {
  it('opens with the arrow keys, moves the active option and says which one it is', async () => {
    const user = userEvent.setup();
    render(<Field initial="DE" />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { hidden: true }).id,
    );

    await user.click(box());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    // Opens on the current choice, which is marked selected.
    expect(activeOption()?.textContent).toBe('Germany');
    expect(screen.getByRole('option', { name: 'Germany' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('option', { name: 'Iran' }).getAttribute('aria-selected')).toBe(
      'false',
    );

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Iran');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Iran'); // stays on the last
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Canada');
    // The focus never leaves the box: screen readers follow aria-activedescendant.
    expect(document.activeElement).toBe(box());
  });

  it('filters as the user types (in either language) and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(box(), 'آلم');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Germany']);
    expect(activeOption()?.textContent).toBe('Germany');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('DE');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('Germany');
  });

  it('says when nothing matches, and Escape closes the list and restores the choice', async () => {
    const user = userEvent.setup();
    render(<Field initial="IR" />);
    await user.type(box(), 'zzz');
    expect(screen.getByText('No match')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('Iran');
    expect(screen.getByTestId('value').textContent).toBe('IR');
  });

  it('closes only its list on Escape inside a dialog, not the dialog', async () => {
    const user = userEvent.setup();
    function InDialog() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog title="Edit" onEscape={() => setOpen(false)}>
          <Field />
        </Dialog>
      ) : null;
    }
    render(<InDialog />);
    await user.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
