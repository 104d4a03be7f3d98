import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

type ButtonElement = ReactElement<{ onClick: (event: MouseEvent<HTMLButtonElement>) => void }>;

const click = (element: ButtonElement) => {
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  element.props.onClick(event);
  return event;
};

describe('Button', () => {
  it('stays focusable while busy: aria-disabled, not disabled', () => {
    const html = renderToStaticMarkup(Button({ busy: true, children: 'Save' }));
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(/\sdisabled=/);
  });

  it('ignores clicks while busy and cancels the form submission', () => {
    const onClick = vi.fn();
    const event = click(Button({ busy: true, onClick, type: 'submit' }) as ButtonElement);
    expect(onClick).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('acts on clicks when not busy, and a disabled button is really disabled', () => {
    const onClick = vi.fn();
    click(Button({ onClick }) as ButtonElement);
    expect(onClick).toHaveBeenCalledTimes(1);
    const html = renderToStaticMarkup(Button({ disabled: true, busy: true }));
    expect(html).toMatch(/\sdisabled=""/);
    expect(html).not.toContain('aria-disabled');
  });
});
