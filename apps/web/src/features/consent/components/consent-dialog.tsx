import { useId, useRef, useState } from 'react';
import { SNACKBAR_MS, type Profile } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSnackbar } from '../../../components/ui/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';
import { useSubmitConsent } from '../api/submit-consent';

const TERMS: MessageId[] = [
  'consent.service',
  'consent.confidentiality',
  'consent.emergency',
  'consent.recording',
  'consent.data',
  'consent.choice',
];

interface ConsentDialogProps {
  /** The platform's current consent version, sent back on acceptance. */
  version: string;
  onAccepted: (profile: Profile) => void;
  /** The platform changed its version meanwhile: read platform info again. */
  onVersionChanged: () => void;
  /** A user who will not accept can leave by logging out. */
  logoutLabel: string;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * SPEC.md §4 consent: the terms, a tick box and a confirm button. It cannot be dismissed
 * (Escape does nothing): without the tick it says, in red, to tick first.
 */
export function ConsentDialog({
  version,
  onAccepted,
  onVersionChanged,
  logoutLabel,
  onLogout,
  loggingOut,
}: ConsentDialogProps) {
  const { t, digits } = useI18n();
  const snackbar = useSnackbar();
  const submit = useSubmitConsent();
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState(false);
  const [missingTick, setMissingTick] = useState(false);

  const confirm = async () => {
    if (!ticked) {
      setMissingTick(true);
      checkboxRef.current?.focus();
      return;
    }
    try {
      const result = await submit.mutateAsync(version);
      if (result.message) snackbar.show(result.message, 'success', SNACKBAR_MS.short);
      onAccepted(result.data.profile);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'consent_version_mismatch')
        onVersionChanged();
      snackbar.show(
        error instanceof ApiError && !error.isNetworkError && error.message
          ? error.message
          : t('error.network'),
        'error',
      );
    }
  };

  return (
    <Dialog
      title={t('consent.title')}
      initialFocus={termsRef}
      data-testid="consent-dialog"
      actions={
        <>
          <Button
            onClick={() => void confirm()}
            busy={submit.isPending}
            data-testid="consent-confirm"
          >
            {t('consent.confirm')}
          </Button>
          <Button variant="ghost" onClick={onLogout} busy={loggingOut}>
            {logoutLabel}
          </Button>
        </>
      }
    >
      <p>{t('consent.intro')}</p>
      <div
        ref={termsRef}
        className="consent-terms"
        role="region"
        aria-label={t('consent.termsLabel')}
        tabIndex={0}
      >
        <ul>
          {TERMS.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
        <p className="muted consent-version">
          {t('consent.version', { version: digits(version) })}
        </p>
      </div>
      <div className={`field field-checkbox${missingTick ? ' field-invalid' : ''}`}>
        <input
          id={checkboxId}
          ref={checkboxRef}
          type="checkbox"
          checked={ticked}
          aria-invalid={missingTick ? true : undefined}
          aria-describedby={missingTick ? `${checkboxId}-error` : undefined}
          onChange={(event) => {
            setTicked(event.target.checked);
            if (event.target.checked) setMissingTick(false);
          }}
        />
        <label htmlFor={checkboxId}>{t('consent.accept')}</label>
        {missingTick ? (
          <p id={`${checkboxId}-error`} className="field-error" role="alert">
            {t('consent.tickFirst')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
