import { useId, useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { describedByOf, FieldMessages } from './field-messages';

interface FileFieldProps {
  label: string;
  /** MIME types the picker offers, e.g. ['image/png', 'application/pdf']. */
  accept?: readonly string[];
  onChange: (file: File | null) => void;
  hint?: ReactNode;
  error?: string | undefined;
}

/**
 * A file picker in the page's language: the browser's own button ("Choose File", "No file
 * chosen") is replaced by a translated button and the chosen file's name. The native input stays
 * (visually hidden, focusable, labelled): Enter or Space opens the picker, and screen readers
 * announce the field's label and the chosen name.
 */
export function FileField({ label, accept, onChange, hint, error }: FileFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className={`field file-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="file-row">
        <input
          id={id}
          type="file"
          className="visually-hidden file-input"
          accept={accept?.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-name`, describedByOf(id, error, hint)]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setName(file?.name ?? null);
            onChange(file);
          }}
        />
        <label htmlFor={id} className="btn btn-secondary file-button" aria-hidden="true">
          {t('file.choose')}
        </label>
        <bdi id={`${id}-name`} className={`file-name${name ? '' : ' muted'}`}>
          {name ?? t('file.none')}
        </bdi>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
