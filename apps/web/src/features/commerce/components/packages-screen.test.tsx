// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackageSummary } from '@ravan/contract';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render-with-app';
import { PackagesScreen } from './packages-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pkg = (id: number, kind: PackageSummary['kind'], sessions: number, price: number) => ({
  id,
  title: `بستهٔ ${id}`,
  kind,
  session_count: sessions,
  session_minutes: 45,
  pivot: { price, currency: 'rial' as const },
});
const PACKAGES = [
  pkg(1, 'therapy', 1, 1_000_000),
  pkg(2, 'therapy', 4, 3_800_000),
  pkg(3, 'couple', 4, 5_000_000),
];
const page = (data: unknown[]) => ({
  body: { data, meta: { page: 1, perPage: 8, total: data.length } },
});

describe('the packages screen', { timeout: 30_000 }, () => {
  it('shows the price per session and the saving against single sessions, in Persian digits', async () => {
    fakeApi({ 'POST /package/search': () => page(PACKAGES) });
    renderWithApp(<PackagesScreen loggedIn={false} />, { path: '/fa/panel/packages' });
    const cards = await screen.findAllByTestId('package-card');
    expect(cards).toHaveLength(3);
    const [single, four, couple] = cards.map((card) => within(card));
    expect(four!.getByTestId('package-per-session').textContent).toContain('۹۵۰٬۰۰۰ تومان');
    expect(four!.getByTestId('package-saving').textContent).toContain('۲۰۰٬۰۰۰ تومان');
    expect(four!.getByTestId('package-saving').textContent).toContain('۵٪');
    expect(single!.getByTestId('package-per-session').textContent).toContain('۱٬۰۰۰٬۰۰۰ تومان');
    expect(single!.queryByTestId('package-saving')).toBeNull();
    // No single couple session in the list: no saving to claim.
    expect(couple!.queryByTestId('package-saving')).toBeNull();
    expect(couple!.getByTestId('package-per-session').textContent).toMatch(/^[^0-9]*$/);
  });

  it('filters by kind of therapy: the search asks for that kind', async () => {
    const api = fakeApi({
      'POST /package/search': (request) => {
        const kind = (request.body as { kind?: string }).kind;
        return page(kind ? PACKAGES.filter((p) => p.kind === kind) : PACKAGES);
      },
    });
    const { t } = renderWithApp(<PackagesScreen loggedIn={false} />, {
      path: '/fa/panel/packages',
    });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('package-card');
    await user.selectOptions(
      screen.getByLabelText(t('commerce.packages.kindFilter')),
      t('commerce.kind.couple'),
    );
    await waitFor(() => expect(screen.getAllByTestId('package-card')).toHaveLength(1));
    expect(api.bodies('POST /package/search').at(-1)).toEqual({ kind: 'couple' });
    expect(screen.getByTestId('package-per-session').textContent).toContain('۱٬۲۵۰٬۰۰۰ تومان');
  });
});
