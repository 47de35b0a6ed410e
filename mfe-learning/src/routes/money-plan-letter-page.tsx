import { FormattedMessage, useIntl } from 'react-intl';
import type { RouteServices } from '@reentry/contracts/remotes';
import { pressActionProps } from '@reentry/platform';
import { moneyPlanGuideQuery, useMoneyPlanGuide } from '../features/money-plan/money-plan-guide.query';
import { moneyPlanMessages as m } from '../features/money-plan/money-plan.messages';
import { FinesWorksheet, PaymentPlanLetter } from '../features/money-plan/payment-plan-letter';
import { BackLink } from '../shared/back-link';
import { PageHeading } from '../shared/page-heading';

function MoneyPlanLetterPage() {
  const intl = useIntl();
  const { data: guide } = useMoneyPlanGuide();
  return (
    <div className="learning-page money-letter-page learning-printable">
      <BackLink to="/money-plan" message={m.backToPlan} />
      <PageHeading title={intl.formatMessage(m.letterTitle)}>
        <p className="page-intro__text">
          <FormattedMessage {...m.letterIntro} />
        </p>
      </PageHeading>
      <p data-requires-script="">
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.printLetter} />
        </button>
      </p>
      {guide && (
        <>
          <FinesWorksheet guide={guide} />
          <PaymentPlanLetter guide={guide} />
        </>
      )}
    </div>
  );
}

/** `/money-plan/letter`: the court fines worksheet and the payment plan letter, to fill in and print. */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      await services.queryClient.ensureQueryData(moneyPlanGuideQuery(services.getLocale()));
      return null;
    },
    Component: MoneyPlanLetterPage,
  };
}
