// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Page({ onEscape }: { onEscape?: 'close' | 'none' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#behind">Behind</a>
      </main>
      {open ? (
        <Dialog
          title="Cancel the session?"
          {...(onEscape === 'close' ? { onEscape: () => setOpen(false) } : {})}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Keep
              </button>
              <button type="button">Cancel it</button>
            </>
          }
        >
          <label>
            Reason <input />
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog (WAI-ARIA modal dialog)', () => {
  it('is a labelled modal dialog, focuses its first control and makes the page behind inert', async () => {
    const user = userEvent.setup();
    render(<Page onEscape="close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel the session?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    const behind = [...document.body.children].filter((element) => !element.contains(dialog));
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.every((element) => (element as HTMLElement).inert)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Page onEscape="close" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const keep = screen.getByRole('button', { name: 'Keep' });
    const cancel = screen.getByRole('button', { name: 'Cancel it' });

    await user.tab();
    expect(document.activeElement).toBe(keep);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(reason);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('closes on Escape when allowed, un-inerts the page and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Page onEscape="close" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect([...document.body.children].some((element) => (element as HTMLElement).inert)).toBe(
      false,
    );
  });

  it('stays open on Escape when the dialog asks for a required answer', async () => {
    const user = userEvent.setup();
    render(<Page onEscape="none" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
