import { telegramUrl, whatsappUrl } from '../../../config/support-contacts';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** SPEC.md §8: no free slot in the window — say so, and offer booking through support. */
export function NoSlots() {
  const { t, tMessage } = useI18n();
  return (
    <div className="notice no-slots" role="status" data-testid="no-slots">
      <p>
        <strong>{tMessage('no_slots')}</strong>
      </p>
      <p>{t('sessions.slots.supportHint')}</p>
      <p className="support-links">
        <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
          {t('sessions.slots.whatsapp')}
        </a>
        <a href={telegramUrl()} target="_blank" rel="noopener noreferrer">
          {t('sessions.slots.telegram')}
        </a>
      </p>
    </div>
  );
}
