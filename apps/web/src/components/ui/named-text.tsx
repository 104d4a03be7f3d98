import type { MessageId } from '../../locales/fa';
import type { MessageValues } from '../../lib/i18n/translator';
import { useI18n } from '../../lib/i18n/i18n-context';

/** Stands for the name while the sentence is formatted; a private-use character, never typed. */
const SLOT = '\ue000';

/**
 * A translated sentence with a user-supplied name in it ("Hello {name}, welcome"). The name is
 * rendered in its own `<bdi>`, so a right-to-left name in an English sentence (or the other way
 * round) — or a name that tries to reorder text — cannot move the words around it.
 */
export function NamedText({
  id,
  name,
  values,
}: {
  id: MessageId;
  name: string;
  values?: MessageValues;
}) {
  const { t } = useI18n();
  const [before = '', ...rest] = t(id, { ...values, name: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {rest.join(name)}
    </>
  );
}
