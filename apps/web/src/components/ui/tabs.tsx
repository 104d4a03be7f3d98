import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** Names the group for screen readers. */
  label: string;
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Called when a tab is hovered or focused, e.g. to start loading its panel's code. */
  onIntent?: (id: Id) => void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with a roving tab index: arrow keys move along the reading direction
 * (so in RTL the left arrow goes to the next tab), Home and End jump to the ends.
 */
export function Tabs<Id extends string>({
  label,
  idPrefix,
  items,
  selected,
  onSelect,
  onIntent,
}: TabsProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === backward) next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(element) => {
              if (element) refs.current.set(item.id, element);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={active}
            aria-controls={tabPanelId(idPrefix, item.id)}
            tabIndex={active ? 0 : -1}
            className="tab"
            onClick={() => onSelect(item.id)}
            onFocus={() => onIntent?.(item.id)}
            onPointerEnter={() => onIntent?.(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  id,
  children,
}: {
  idPrefix: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className="tab-panel"
    >
      {children}
    </div>
  );
}
