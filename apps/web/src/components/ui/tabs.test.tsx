// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs } from './tabs';

afterEach(cleanup);

type Id = 'password' | 'code' | 'whatsapp';
const ITEMS = [
  { id: 'password', label: 'Password' },
  { id: 'code', label: 'Email code' },
  { id: 'whatsapp', label: 'WhatsApp' },
] as const;

function Login({ dir, onIntent }: { dir: 'ltr' | 'rtl'; onIntent?: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('password');
  return (
    <div style={{ direction: dir }}>
      <Tabs
        label="Sign-in method"
        idPrefix="login"
        items={ITEMS}
        selected={selected}
        onSelect={setSelected}
        {...(onIntent ? { onIntent } : {})}
      />
      <TabPanel idPrefix="login" id={selected}>
        {selected} form
      </TabPanel>
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tabIndexes = () => screen.getAllByRole('tab').map((element) => element.tabIndex);

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('names the tab list and ties each tab to its panel', () => {
    render(<Login dir="ltr" />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Password' });
    expect(tab('Password').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(tab('WhatsApp').getAttribute('aria-selected')).toBe('false');
  });

  it('keeps one tab in the Tab order (roving tabindex) and moves with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Login dir="ltr" />);
    expect(tabIndexes()).toEqual([0, -1, -1]);

    await user.tab();
    expect(document.activeElement).toBe(tab('Password'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Email code'));
    expect(tab('Email code').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Email code' }).textContent).toBe('code form');
    expect(tabIndexes()).toEqual([-1, 0, -1]);

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('WhatsApp'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Password'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('WhatsApp'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Password'));
    expect(tabIndexes()).toEqual([0, -1, -1]);

    // Tab leaves the list for the panel's content rather than walking the other tabs.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('follows the reading direction: in RTL the left arrow goes to the next tab', async () => {
    const user = userEvent.setup();
    render(<Login dir="rtl" />);
    await user.click(tab('Password'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Email code'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Password'));
  });

  it('tells the page which tab the user is about to open (to preload its code)', async () => {
    const user = userEvent.setup();
    const intent = vi.fn();
    render(<Login dir="ltr" onIntent={intent} />);
    await user.hover(tab('WhatsApp'));
    expect(intent).toHaveBeenCalledWith('whatsapp');
  });
});
