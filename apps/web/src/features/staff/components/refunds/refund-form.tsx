import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { refundBody as refundSchema, type Output, type refundResult } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useRefundFactor } from '../../api/staff-factor';
import { contractResolver, groupMessage } from '../../lib/contract-resolver';
import {
  refundBody,
  refundFieldOf,
  refundFormValues,
  type RefundFormValues,
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, Output<typeof refundSchema>>({
    resolver,
    defaultValues: refundFormValues(view.credits),
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);

  const onSubmit = handleSubmit((body) =>
    refund.mutate(
      { factorID: view.factor.id, body },
      {
        onSuccess: (result) => {
          snackbar.show(t('staffRefunds.done'), 'success');
          reset(refundFormValues(result.view.credits));
          onDone(result);
        },
        onError: (failure) => {
          applyServerErrors(failure, setError, ['method', 'reason']);
          snackbar.show(errorText(failure, t), 'error');
        },
      },
    ),
  );

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
            error={message(errors.method?.message)}
          />
        </div>
        <TextField
          label={t('staffRefunds.reason')}
          hint={t('staffRefunds.reasonHint')}
          maxLength={500}
          error={message(errors.reason?.message)}
          {...register('reason')}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={refund.isPending}>
          {t('staffRefunds.submit')}
        </Button>
      </div>
    </form>
  );
}
