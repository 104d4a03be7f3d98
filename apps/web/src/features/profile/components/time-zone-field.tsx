import { useEffect, useMemo, useState, type Ref } from 'react';
import type { Locale } from '@ravan/contract';
import { ComboboxField } from '../../../components/ui/combobox-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { deviceTimeZone, plainTimeZoneOptions, timeZoneOptions } from '../lib/time-zones';

interface TimeZoneFieldProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1_500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
};

/** A searchable list of IANA zones; offers this device's zone when another one is chosen. */
export function TimeZoneField({ value, onChange, onBlur, error, ref }: TimeZoneFieldProps) {
  const { t, tMessage, locale } = useI18n();
  // Names at once; names in the UI language and offsets once the browser is idle (or on focus).
  const [detailedFor, setDetailedFor] = useState<Locale | null>(null);
  const detailed = detailedFor === locale;
  useEffect(() => {
    if (detailed) return;
    return whenIdle(() => setDetailedFor(locale));
  }, [detailed, locale]);
  const options = useMemo(
    () => (detailed ? timeZoneOptions(locale) : plainTimeZoneOptions()),
    [detailed, locale],
  );
  const device = deviceTimeZone();

  return (
    <div className="stack-tight" onFocus={() => setDetailedFor(locale)}>
      <ComboboxField
        ref={ref}
        label={t('profile.field.tz')}
        options={options}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={t('profile.tz.search')}
        noResults={t('profile.noResults')}
        optionDir="ltr"
        hint={t('profile.tz.hint')}
        error={error ? tMessage(error) : undefined}
        data-testid="time-zone"
      />
      {device && device !== value ? (
        <button type="button" className="inline-action" onClick={() => onChange(device)}>
          {t('profile.tz.useDevice', { zone: `\u2066${device}\u2069` })}
        </button>
      ) : null}
    </div>
  );
}
