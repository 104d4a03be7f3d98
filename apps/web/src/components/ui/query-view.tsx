import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../lib/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Button } from './button';
import { LoadingBlock } from './loading-block';
import { Notice } from './notice';

/** A query's data once it is there; meanwhile a spinner, or the failure with a retry. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Notice tone="error">
        <p>{errorText(query.error, t)}</p>
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </Notice>
    );
  }
  return <LoadingBlock label={t('app.loading')} />;
}
