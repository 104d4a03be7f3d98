import { useId, useMemo, useState, type Ref } from 'react';
import type { Locale } from '@ravan/contract';
import { directionOf } from '../../lib/direction';
import { localizeDigits, toLatinDigits } from '../../lib/i18n/digits';
import { CALLING_CODES, callingCodeOf, splitInternational } from './calling-codes';
import { describedByOf, FieldMessages } from './field-messages';

/** Regions whose leading 0 belongs to the number itself (elsewhere it is the trunk prefix). */
const KEEPS_LEADING_ZERO = new Set(['IT', 'SM', 'VA']);
const INTERNATIONAL = /^(\+|00)/;

interface PhoneFieldProps {
  label: string;
  /** Accessible name of the country-code list. */
  countryLabel: string;
  locale: Locale;
  /** The number with its country code (`+989121234567`), or '' when nothing is typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  hint?: string;
  /** Country preselected when the value has none (ISO 3166 code). */
  defaultRegion?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const regionNames = new Map<Locale, { region: string; code: string; name: string }[]>();

/** Every region with its code, named and sorted in the page's language (names come from Intl). */
function regionsIn(locale: Locale) {
  const cached = regionNames.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = CALLING_CODES.map(({ region, code }) => ({
    region,
    code,
    name: names.of(region) ?? region,
  })).sort((a, b) => collator.compare(a.name, b.name));
  regionNames.set(locale, list);
  return list;
}

/** The number typed in the box, with the chosen country's code in front. */
function combine(region: string, national: string): string {
  const typed = toLatinDigits(national).trim();
  if (!typed) return '';
  if (INTERNATIONAL.test(typed)) return typed;
  let digits = typed.replace(/\D/g, '');
  if (!KEEPS_LEADING_ZERO.has(region)) digits = digits.replace(/^0/, '');
  return `+${callingCodeOf(region) ?? ''}${digits}`;
}

function initialParts(value: string, defaultRegion: string) {
  const latin = toLatinDigits(value).replace(/[\s()-]/g, '');
  if (INTERNATIONAL.test(latin)) {
    const split = splitInternational(latin, defaultRegion);
    if (split) return split;
  }
  return { region: defaultRegion, national: value };
}

/**
 * A phone number with its country code: a country list (named in the page's language) and the
 * number. Someone who types or pastes a full international number (+49…, 0049…) gets the
 * country picked for them.
 */
export function PhoneField({
  label,
  countryLabel,
  locale,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  defaultRegion = 'IR',
  autoFocus,
  ref,
}: PhoneFieldProps) {
  const inputId = useId();
  const [parts, setParts] = useState(() => initialParts(value, defaultRegion));
  const regions = useMemo(() => regionsIn(locale), [locale]);
  const describedBy = describedByOf(inputId, error, hint);

  const update = (next: { region: string; national: string }) => {
    setParts(next);
    onChange(combine(next.region, next.national));
  };

  const settle = () => {
    const typed = toLatinDigits(parts.national).replace(/[\s()-]/g, '');
    if (INTERNATIONAL.test(typed)) {
      const split = splitInternational(typed, parts.region);
      if (split) update(split);
    }
    onBlur?.();
  };

  return (
    <div className={`field phone-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="phone-row" dir="ltr">
        <select
          aria-label={countryLabel}
          dir={directionOf(locale)}
          value={parts.region}
          onChange={(event) => update({ ...parts, region: event.target.value })}
          onBlur={onBlur}
        >
          {regions.map(({ region, code, name: regionName }) => (
            <option key={region} value={region}>
              {/* The code first and isolated, so a clipped list shows it and "+" stays in front. */}
              {`\u2066${localizeDigits(`+${code}`, locale)}\u2069 ${regionName}`}
            </option>
          ))}
        </select>
        <input
          id={inputId}
          ref={ref}
          name={name}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          autoFocus={autoFocus}
          value={parts.national}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => update({ ...parts, national: event.target.value })}
          onBlur={settle}
        />
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
