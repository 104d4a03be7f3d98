import { PACKAGE_KINDS, type PackageKind } from '@ravan/contract';
import { SelectField } from '../../../components/ui/select-field';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** Narrows the packages to one kind of therapy (the cycle they serve), or shows all. */
export function KindFilter({
  value,
  onChange,
}: {
  value: PackageKind | undefined;
  onChange: (kind: PackageKind | undefined) => void;
}) {
  const { t } = useI18n();
  const options = [
    { value: '', label: t('commerce.packages.allKinds') },
    ...PACKAGE_KINDS.map((kind) => ({ value: kind, label: t(`commerce.kind.${kind}`) })),
  ];
  return (
    <SelectField
      className="kind-filter"
      label={t('commerce.packages.kindFilter')}
      options={options}
      value={value ?? ''}
      data-testid="kind-filter"
      onChange={(event) => onChange(PACKAGE_KINDS.find((kind) => kind === event.target.value))}
    />
  );
}
