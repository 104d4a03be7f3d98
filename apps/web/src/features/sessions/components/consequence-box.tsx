import type { ChangeConsequence } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { describeConsequence } from '../lib/consequence';

/** What the change will cost, shown before the client confirms (SPEC.md §9). */
export function ConsequenceBox({ consequence }: { consequence: ChangeConsequence }) {
  const { t, locale } = useI18n();
  const text = describeConsequence(consequence, t, locale);
  return (
    <div
      className={`notice consequence ${text.free ? 'notice-success' : 'consequence-charged'}`}
      data-testid="change-consequence"
      data-free={text.free}
    >
      <p>
        <strong>{text.headline}</strong>
      </p>
      {text.details.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
