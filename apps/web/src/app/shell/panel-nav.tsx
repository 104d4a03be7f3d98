import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Role } from '@ravan/contract';
import { useI18n } from '../../lib/i18n/i18n-context';
import { isGroup, navFor, type NavGroup } from './panel-nav-items';

/**
 * The panel's navigation for the user's role. Groups open as disclosures (a button with
 * aria-expanded); below 48rem the whole menu folds behind one "Menu" button. Escape, a click
 * elsewhere or a new page closes what is open.
 */
export function PanelNav({ role }: { role: Role | undefined }) {
  const { t } = useI18n();
  const location = useLocation();
  // What is open belongs to the page it was opened on: a new page closes it.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const [groupAt, setGroupAt] = useState<{ group: string; at: string } | null>(null);
  const here = location.pathname;
  const menuOpen = menuAt === here;
  const openGroup = groupAt?.at === here ? groupAt.group : null;
  const setMenuOpen = (open: boolean | ((open: boolean) => boolean)) => {
    const next = typeof open === 'function' ? open(menuOpen) : open;
    setMenuAt(next ? here : null);
  };
  const setOpenGroup = (group: string | null | ((open: string | null) => string | null)) => {
    const next = typeof group === 'function' ? group(openGroup) : group;
    setGroupAt(next ? { group: next, at: here } : null);
  };
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!menuOpen && !openGroup) return;
    const close = () => {
      setGroupAt(null);
      setMenuAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, openGroup]);

  return (
    <nav className="panel-nav" aria-label={t('panel.nav.label')} ref={navRef}>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((open) => !open)}
        data-testid="nav-toggle"
      >
        <span className="nav-toggle-icon" aria-hidden="true" />
        {t('panel.nav.menu')}
      </button>
      <ul id={listId} className="nav-list" data-open={menuOpen || undefined}>
        {navFor(role).map((entry) =>
          isGroup(entry) ? (
            <Group
              key={entry.group}
              entry={entry}
              open={openGroup === entry.group}
              onToggle={() => setOpenGroup((open) => (open === entry.group ? null : entry.group))}
            />
          ) : (
            <li key={entry.path}>
              <NavItemLink path={entry.path} label={t(entry.label)} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavItemLink({ path, label }: { path: string; label: string }) {
  const { locale } = useI18n();
  return (
    <NavLink className="nav-link" to={`/${locale}/panel/${path}`}>
      {label}
    </NavLink>
  );
}

function Group({
  entry,
  open,
  onToggle,
}: {
  entry: NavGroup;
  open: boolean;
  onToggle: () => void;
}) {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const id = useId();
  const current = entry.items.some((item) => pathname.startsWith(`/${locale}/panel/${item.path}`));
  return (
    <li className="nav-group">
      <button
        type="button"
        className={`nav-link nav-group-button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {t(entry.group)}
        <span className="nav-caret" aria-hidden="true" />
      </button>
      <ul id={id} className="nav-group-list" hidden={!open}>
        {entry.items.map((item) => (
          <li key={item.path}>
            <NavItemLink path={item.path} label={t(item.label)} />
          </li>
        ))}
      </ul>
    </li>
  );
}
