import { useId } from 'react';
import type { HourExceptionView } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { errorText } from '../../../../lib/error-text';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useRemoveException } from '../../api/remove-exception';
import { EXCEPTION_TONE } from '../../lib/tones';
import { ExceptionForm } from './exception-form';
import { useLocalDateLabel } from './local-date-label';

/** Dated exceptions (from today on): days off, part days off and extra hours; add and remove. */
export function ExceptionsSection({ exceptions }: { exceptions: HourExceptionView[] }) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const titleId = useId();
  const remove = useRemoveException();
  const dateLabel = useLocalDateLabel();

  const onRemove = (exception: HourExceptionView) =>
    remove.mutate(exception.id, {
      onSuccess: () => snackbar.show(t('therapist.exceptions.removed'), 'success'),
      onError: (error) => snackbar.show(errorText(error, t), 'error'),
    });

  return (
    <section className="card stack" aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className="console-section-title">
          {t('therapist.exceptions.title')}
        </h2>
        <p className="muted form-intro">{t('therapist.exceptions.intro')}</p>
      </header>
      {exceptions.length === 0 ? (
        <p className="muted" data-testid="exceptions-empty">
          {t('therapist.exceptions.empty')}
        </p>
      ) : (
        <ul className="exception-list">
          {exceptions.map((exception) => {
            const date = dateLabel(exception.date);
            const times =
              exception.start && exception.end
                ? `\u2066${exception.start}–${exception.end}\u2069`
                : t('therapist.exceptions.allDay');
            return (
              <li key={exception.id} className="exception-item" data-testid="hour-exception">
                <span className="exception-date">{date}</span>
                <StatusBadge tone={EXCEPTION_TONE[exception.kind]}>
                  {t(`therapist.exceptions.kind.${exception.kind}`)}
                </StatusBadge>
                <span className="exception-times">{times}</span>
                <Button
                  variant="ghost"
                  aria-label={t('therapist.exceptions.removeNamed', { date })}
                  busy={remove.isPending && remove.variables === exception.id}
                  disabled={remove.isPending}
                  onClick={() => onRemove(exception)}
                >
                  {t('therapist.exceptions.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ExceptionForm />
    </section>
  );
}
