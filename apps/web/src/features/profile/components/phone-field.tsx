import { useId, useMemo, useState, type Ref } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { directionOf } from '../../../lib/direction';
import type { CountryData } from '../lib/country-data';

interface PhoneFieldProps {
  /** E.164, e.g. "+989121234567". */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  countryData: CountryData;
  /** Country code preselected for a profile without a number (its country of residence). */
  defaultCountry?: string | null | undefined;
  /** A contract message key or server message for the whole number. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * SPEC.md §5: a phone number with its country code, which must be chosen. A country code select
 * and the number as the user knows it (Persian digits and a leading zero are fine); the form gets
 * the E.164 number they make together.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  countryData,
  defaultCountry,
  error,
  ref,
}: PhoneFieldProps) {
  const { t, tMessage, digits, locale } = useI18n();
  const id = useId();
  const [initial] = useState(() => countryData.splitPhone(value));
  const [country, setCountry] = useState(
    () =>
      initial.country ||
      (countryData.phoneCountries.some((option) => option.code === defaultCountry)
        ? (defaultCountry ?? '')
        : ''),
  );
  const [national, setNational] = useState(() => digits(initial.national));

  const codeOptions = useMemo(
    () =>
      countryData.phoneCountries.map((option) => (
        <option key={option.code} value={option.code}>
          {t('profile.phone.codeOption', {
            country: option.name,
            code: `\u2066+${digits(option.callingCode ?? '')}\u2069`,
          })}
        </option>
      )),
    [countryData, t, digits],
  );

  const missingCode = !country && national.trim() !== '' && !/^\s*(\+|00|۰۰)/.test(national);
  const shownError = error
    ? missingCode
      ? t('profile.phone.codeRequired')
      : tMessage(error)
    : null;
  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={`field profile-phone${shownError ? ' field-invalid' : ''}`}>
      <legend>{t('profile.field.phone')}</legend>
      <div className="profile-phone-row" dir="ltr">
        <select
          id={`${id}-code`}
          className="phone-code"
          dir={directionOf(locale)}
          aria-label={t('profile.field.phoneCode')}
          aria-invalid={shownError && missingCode ? true : undefined}
          aria-describedby={describedBy}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            onChange(countryData.composePhone(event.target.value, national));
          }}
          onBlur={onBlur}
        >
          <option value="">{t('profile.field.phoneCode')}</option>
          {codeOptions}
        </select>
        <input
          id={`${id}-number`}
          ref={ref}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          className="phone-number"
          aria-label={t('profile.field.phoneNumber')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          value={national}
          onChange={(event) => {
            const typed = event.target.value;
            const detected = countryData.countryOfTyped(typed);
            const nextCountry = detected ?? country;
            if (detected) setCountry(detected);
            setNational(typed);
            onChange(countryData.composePhone(nextCountry, typed));
          }}
          onBlur={onBlur}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('profile.phone.hint')}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
