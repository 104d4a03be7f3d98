import { localizeDigits } from '@ravan/contract';
import { useId, useMemo, useState, type Ref } from 'react';
import { countriesIn } from '../../lib/countries';
import { directionOf } from '../../lib/direction';
import { useI18n } from '../../lib/i18n/i18n-context';
import { describedByOf, FieldMessages } from './field-messages';
import { composePhone, countryOfTyped, splitPhone, typedInternational } from './phone-number';

interface PhoneFieldProps {
  /** The field's name, above both parts. */
  label: string;
  /** The number box's own name where the label says more ("Phone number"); else the label. */
  numberLabel?: string;
  /** Name of the country-code list (also its empty choice). */
  countryLabel: string;
  hint?: string;
  /** The number with its country code (`+989121234567`), or '' when nothing is typed. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Translated error for the whole number. */
  error?: string | undefined;
  /** Shown instead of `error` while a number is typed without a country code. */
  missingCountryError?: string;
  /** Country preselected when the value has none; without it the person must choose one. */
  defaultCountry?: string | null | undefined;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SPEC.md §5: a phone number with its country code. A country list (the contract's, named in the
 * page's language) and the number as people know it (Persian digits, a leading zero); the form
 * gets the E.164 number they make together. A full international number typed or pasted into
 * the box (+49…, 0049…) picks its country.
 */
export function PhoneField({
  label,
  numberLabel,
  countryLabel,
  hint,
  value,
  onChange,
  onBlur,
  name,
  error,
  missingCountryError,
  defaultCountry,
  autoFocus,
  ref,
}: PhoneFieldProps) {
  const { locale } = useI18n();
  const id = useId();
  const phoneCountries = useMemo(
    () => countriesIn(locale).filter((country) => country.callingCode !== null),
    [locale],
  );
  const preselected = phoneCountries.some((option) => option.code === defaultCountry)
    ? (defaultCountry ?? '')
    : '';
  const [parts, setParts] = useState(() => {
    const split = splitPhone(value);
    return {
      country: split.country || preselected,
      national: localizeDigits(split.national, locale),
    };
  });

  const update = (next: { country: string; national: string }) => {
    setParts(next);
    onChange(composePhone(next.country, next.national));
  };

  /** A full number in the box: its country in the list, its national part in the box. */
  const settle = () => {
    if (typedInternational(parts.national)) {
      const split = splitPhone(composePhone(parts.country, parts.national));
      if (split.country) update(split);
    }
    onBlur?.();
  };

  const missingCountry =
    !parts.country && parts.national.trim() !== '' && !typedInternational(parts.national);
  const shownError = error && missingCountry && missingCountryError ? missingCountryError : error;
  const describedBy = describedByOf(id, shownError, hint);

  return (
    <fieldset className={`field phone-field${shownError ? ' field-invalid' : ''}`}>
      <legend>{label}</legend>
      <div className="phone-row" dir="ltr">
        <select
          className="phone-code"
          aria-label={countryLabel}
          dir={directionOf(locale)}
          aria-invalid={shownError && missingCountry ? true : undefined}
          aria-describedby={describedBy}
          value={parts.country}
          onChange={(event) => update({ ...parts, country: event.target.value })}
          onBlur={onBlur}
        >
          {preselected ? null : <option value="">{countryLabel}</option>}
          {phoneCountries.map(({ code, callingCode, name: countryName }) => (
            <option key={code} value={code}>
              {/* The code first and isolated, so a clipped list shows it and "+" stays in front. */}
              {`\u2066${localizeDigits(`+${callingCode ?? ''}`, locale)}\u2069 ${countryName}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          ref={ref}
          name={name}
          className="phone-number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          autoFocus={autoFocus}
          aria-label={numberLabel ?? label}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          value={parts.national}
          onChange={(event) => {
            const typed = event.target.value;
            update({ country: countryOfTyped(typed) ?? parts.country, national: typed });
          }}
          onBlur={settle}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={shownError} />
    </fieldset>
  );
}
