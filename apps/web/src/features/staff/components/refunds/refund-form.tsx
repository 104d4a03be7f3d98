import { useMemo } from 'react';
import { refundBody as refundSchema, type Output, type refundResult } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useResolvedForm } from '../../../../lib/use-contract-form';
import { useRefundFactor } from '../../api/staff-factor';
import { contractResolver, groupMessage } from '../../lib/contract-resolver';
import {
  refundBody,
  refundFieldOf,
  refundFormValues,
  type StaffFactorView,
} from '../../lib/refund-form';
import { CreditsTable } from './credits-table';

type RefundResult = Output<typeof refundResult>;

/** How many unused sessions to refund, and where the money goes; the outcome goes to `onDone`. */
export function RefundForm({
  view,
  onDone,
}: {
  view: StaffFactorView;
  onDone: (result: RefundResult) => void;
}) {
  const { t, tMessage, digits } = useI18n();
  const snackbar = useSnackbar();
  const refund = useRefundFactor();
  const resolver = useMemo(
    () =>
      contractResolver(
        refundSchema,
        refundBody(view.credits, {
          tooMany: (count) => t('staffRefunds.tooMany', { count: digits(count) }),
          noneChosen: t('staffRefunds.noneChosen'),
        }),
        refundFieldOf,
      ),
    [view.credits, t, digits],
  );
  const form = useResolvedForm({
    resolver,
    mode: 'onSubmit',
    defaultValues: refundFormValues(view.credits),
    submit: (body) => refund.mutateAsync({ factorID: view.factor.id, body }),
    onSuccess: (result) => {
      snackbar.show(t('staffRefunds.done'), 'success');
      form.reset(refundFormValues(result.view.credits));
      onDone(result);
    },
    serverFields: ['method', 'reason'],
  });
  const { register, onSubmit, busy, fieldError } = form;
  const errors = form.formState.errors;
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  return (
    <form className="stack" onSubmit={onSubmit} noValidate data-testid="refund-form">
      <CreditsTable
        credits={view.credits}
        register={register}
        errorOf={(key) => message(errors.sessions?.[key]?.message)}
      />
      {groupMessage(errors.sessions) ? (
        <p className="field-error" role="alert">
          {groupMessage(errors.sessions)}
        </p>
      ) : null}
      <div className="form-grid">
        <div className="staff-choices">
          <ChoiceGroup
            legend={t('staffRefunds.method')}
            choices={[
              {
                value: 'wallet',
                label: t('staffRefunds.toWallet'),
                detail: t('staffRefunds.toWalletDetail'),
              },
              {
                value: 'original',
                label: t('staffRefunds.toOriginal'),
                detail: t('staffRefunds.toOriginalDetail'),
              },
            ]}
            inputProps={register('method')}
            error={fieldError('method')}
          />
        </div>
        <TextField
          label={t('staffRefunds.reason')}
          hint={t('staffRefunds.reasonHint')}
          maxLength={500}
          error={fieldError('reason')}
          {...register('reason')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('staffRefunds.submit')}
        </Button>
      </div>
    </form>
  );
}
