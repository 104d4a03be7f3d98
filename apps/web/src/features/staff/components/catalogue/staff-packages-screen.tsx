import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { QueryView } from '../../../../components/ui/query-view';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useStaffPackages } from '../../api/staff-packages';
import type { StaffPackage } from '../../lib/package-form';
import { PackageForm } from './package-form';
import { PackageTable } from './package-table';
import '../staff-catalogue.css';

/** Admin: every package (active or not), a new one, or one changed with its prices. */
export function StaffPackagesScreen() {
  const { t } = useI18n();
  const packages = useStaffPackages();
  const [editing, setEditing] = useState<StaffPackage | 'new' | null>(null);

  return (
    <section className="stack commerce-page">
      <header className="commerce-header">
        <div>
          <h1>{t('screen.staffPackages')}</h1>
          <p className="muted">{t('staffCatalogue.packages.intro')}</p>
        </div>
        <div className="commerce-header-actions">
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('staffCatalogue.packages.new')}
          </Button>
        </div>
      </header>
      {editing ? (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <section className="card stack" aria-label={t('screen.staffPackages')}>
        <QueryView query={packages}>
          {(list) => <PackageTable packages={list} onEdit={setEditing} />}
        </QueryView>
      </section>
    </section>
  );
}
