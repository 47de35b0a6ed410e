import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData } from 'react-router';
import { moneyPlanToDraft, readMoneyPlanDraft, type MoneyPlanDraft } from '@reentry/contracts/money-plan-rules';
import { moneyPlanTotals } from '@reentry/contracts/money-plan-totals';
import type { RouteServices } from '@reentry/contracts/remotes';
import { pressActionProps, useKiosk, useSession } from '@reentry/platform';
import { useHydrated } from '@reentry/ui';
import { amountProblem } from '../features/money-plan/amount-field';
import { moneyPlanFieldNames, readDevicePlan, writeDevicePlan } from '../features/money-plan/device-plan';
import { changedBoxes, clearPlanForm, putBackPlan, readPlanForm } from '../features/money-plan/plan-form-fields';
import { MoneyPlanForm } from '../features/money-plan/money-plan-form';
import { MoneyPlanGuideSections } from '../features/money-plan/money-plan-guide';
import { moneyPlanGuideQuery, useMoneyPlanGuide } from '../features/money-plan/money-plan-guide.query';
import { MoneyPlanSummary } from '../features/money-plan/money-plan-summary';
import { MoneyPlanTotalsBar, MoneyPlanTotalsPanel } from '../features/money-plan/money-plan-totals';
import { moneyPlanMessages as m } from '../features/money-plan/money-plan.messages';
import { moneyPlanQuery, useSavedMoneyPlan } from '../features/money-plan/money-plan.query';
import { isMoneyPlanOutcome, saveMoneyPlanAction, type MoneyPlanOutcome } from '../features/money-plan/save-money-plan';
import { BackLink } from '../shared/back-link';
import { PageHeading } from '../shared/page-heading';
import { loadUser } from '../shared/session-progress';
import { sharedMessages } from '../shared/shared.messages';

const emptyDraft = (): MoneyPlanDraft => Object.fromEntries(moneyPlanFieldNames.map((name) => [name, '']));

/** What the page says about where the plan is kept, or what happened to the last send. */
function PlanStatus({ outcome, signedIn, keptOnDevice }: { outcome: MoneyPlanOutcome | null; signedIn: boolean; keptOnDevice: boolean }) {
  const kiosk = useKiosk();
  const hydrated = useHydrated();
  if (outcome?.outcome === 'invalid') return <p className="money-plan__status money-plan__status--error" role="alert"><FormattedMessage {...m.fixMistakes} /></p>;
  if (outcome?.outcome === 'failed') return <p className="money-plan__status money-plan__status--error" role="alert">{outcome.message ?? <FormattedMessage {...m.failed} />}</p>;
  if (outcome?.outcome === 'saved') return <p className="money-plan__status" role="status"><FormattedMessage {...m.saved} /></p>;
  if (signedIn) return null;
  const note = kiosk ? m.kioskNotKept : hydrated && keptOnDevice ? m.keptOnDevice : m.notKept;
  return <p className="learning-hint"><FormattedMessage {...note} /></p>;
}

/** The boxes' messages: the server's for a posted form, then each box's own once it is changed here. */
function useShownErrors(draft: MoneyPlanDraft, outcome: MoneyPlanOutcome | null, changed: ReadonlySet<string>) {
  const posted = outcome?.outcome === 'invalid' ? outcome.errors : {};
  return Object.fromEntries(moneyPlanFieldNames.map((name) => [name, changed.has(name) ? amountProblem(draft[name]) : posted[name]]));
}

function MoneyPlanPage() {
  const intl = useIntl();
  const { user } = useSession();
  const kiosk = useKiosk();
  const hydrated = useHydrated();
  const posted = useActionData();
  const outcome = isMoneyPlanOutcome(posted) ? posted : null;
  const { data: saved } = useSavedMoneyPlan(user !== null);
  const { data: guide } = useMoneyPlanGuide();
  const keepOnDevice = !user && !kiosk;
  const defaults = outcome?.draft ?? (saved?.plan ? moneyPlanToDraft(saved.plan) : emptyDraft());
  // The numbers as the boxes last showed them: read from the form (on every input and once the code runs),
  // never the source of the boxes, so nothing typed before or during hydration is lost.
  const [draft, setDraft] = useState<MoneyPlanDraft>(defaults);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  /** Takes the numbers from the form; `touched`: boxes the visitor changed, whose own messages now show. */
  const readForm = (form: HTMLFormElement, touched: readonly string[]) => {
    const now = readPlanForm(form);
    setDraft(now);
    if (touched.length > 0) setChanged((before) => new Set([...before, ...touched]));
    if (keepOnDevice) writeDevicePlan(now);
  };
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // What was typed before the code came is in the boxes already; a visitor's plan kept in this browser
    // goes back only into the boxes still empty (never over what they typed), and is not news to announce.
    const typed = changedBoxes(form);
    const kept = keepOnDevice && !outcome ? readDevicePlan() : null;
    if (kept) putBackPlan(form, kept);
    readForm(form, typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const input = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    readForm(event.currentTarget, typeof name === 'string' && name !== '' ? [name] : []);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const now = readPlanForm(form);
    const wrong = moneyPlanFieldNames.find((name) => amountProblem(now[name]));
    if (!wrong) return; // the form is sent; the action adds it up (and saves it for a learner)
    event.preventDefault();
    setDraft(now);
    setChanged(new Set(moneyPlanFieldNames));
    (form.elements.namedItem(wrong) as HTMLInputElement | null)?.focus();
  };
  const clear = () => {
    if (formRef.current) clearPlanForm(formRef.current);
    setDraft(emptyDraft());
    setChanged(new Set());
    if (keepOnDevice) writeDevicePlan(emptyDraft());
  };

  const plan = readMoneyPlanDraft(draft).plan;
  const totals = moneyPlanTotals(plan);
  return (
    <div className="learning-page money-plan learning-printable">
      <BackLink to="/" message={sharedMessages.backHome} />
      <PageHeading title={intl.formatMessage(m.title)}>
        <p className="page-intro__text">
          <FormattedMessage {...m.intro} />
        </p>
      </PageHeading>
      <PlanStatus outcome={outcome} signedIn={user !== null} keptOnDevice={keepOnDevice} />
      <div className="money-plan__layout">
        <MoneyPlanForm formRef={formRef} defaults={defaults} errors={useShownErrors(draft, outcome, changed)} signedIn={user !== null} onInput={input} onSubmit={submit} footer={<MoneyPlanTotalsBar totals={totals} />} />
        <MoneyPlanTotalsPanel totals={totals} typed={changed.size > 0} firstSteps={guide?.firstSteps ?? []} />
      </div>
      <MoneyPlanSummary plan={plan} />
      <p data-requires-script="" className="money-plan__actions">
        <button type="button" className="button button--primary" {...pressActionProps('print')}>
          <FormattedMessage {...m.print} />
        </button>
        {hydrated && (
          <button type="button" className="button button--secondary" onClick={clear}>
            <FormattedMessage {...m.clear} />
          </button>
        )}
      </p>
      {guide && <MoneyPlanGuideSections guide={guide} />}
    </div>
  );
}

/** `/money-plan`: the first 30 days' money, added up as the learner types, or by the server without script. */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      const [user] = await Promise.all([loadUser(services), services.queryClient.ensureQueryData(moneyPlanGuideQuery(services.getLocale()))]);
      if (user) await services.queryClient.prefetchQuery(moneyPlanQuery(services.api));
      return null;
    },
    action: saveMoneyPlanAction(services),
    Component: MoneyPlanPage,
  };
}
