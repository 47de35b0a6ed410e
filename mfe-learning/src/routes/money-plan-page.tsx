import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData } from 'react-router';
import { moneyPlanToDraft, readMoneyPlanDraft, type MoneyPlanDraft } from '@reentry/contracts/money-plan-rules';
import { moneyPlanTotals } from '@reentry/contracts/money-plan-totals';
import type { RouteServices } from '@reentry/contracts/remotes';
import { pressActionProps, useKiosk, useSession } from '@reentry/platform';
import { useHydrated } from '@reentry/ui';
import { amountProblem } from '../features/money-plan/amount-field';
import { DEVICE_PLAN_KEY, moneyPlanFieldNames, pickDraft, readDevicePlan, writeDevicePlan } from '../features/money-plan/device-plan';
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
  const [draft, setDraft] = useState<MoneyPlanDraft>(() => outcome?.draft ?? (saved?.plan ? moneyPlanToDraft(saved.plan) : emptyDraft()));
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // What was typed before this page's code came (it comes at the first touch) is kept; else a visitor's
    // plan kept in this browser comes back now that the page has hydrated (the server cannot see it).
    const elements = formRef.current?.elements;
    const typed = pickDraft((name) => (elements?.namedItem(name) as HTMLInputElement | null)?.value ?? '');
    const typedNames = moneyPlanFieldNames.filter((name) => typed[name] !== draft[name]);
    if (typedNames.length > 0) {
      setDraft(typed);
      setChanged(new Set(typedNames));
      if (keepOnDevice) writeDevicePlan(typed);
      return;
    }
    const stored = keepOnDevice && !outcome ? readDevicePlan() : null;
    if (stored) setDraft(stored);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // From the state as it is now, not as this render saw it: boxes typed before the page's code came are
  // told to it one after another in one go (dormant-fields.ts), and each must add to the others.
  const change = (name: string, value: string) => {
    setDraft((before) => {
      const next = { ...before, [name]: value };
      if (keepOnDevice) writeDevicePlan(next);
      return next;
    });
    setChanged((before) => new Set(before).add(name));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const wrong = moneyPlanFieldNames.find((name) => amountProblem(draft[name]));
    if (!wrong) return; // the form posts; the server adds it up (and saves it for a learner)
    event.preventDefault();
    setChanged(new Set(moneyPlanFieldNames));
    (event.currentTarget.elements.namedItem(wrong) as HTMLInputElement | null)?.focus();
  };

  const clear = () => {
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
        <MoneyPlanForm formRef={formRef} draft={draft} errors={useShownErrors(draft, outcome, changed)} signedIn={user !== null} onChange={change} onSubmit={submit} footer={<MoneyPlanTotalsBar totals={totals} />} />
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
      // A visitor's plan kept on this device: where there is one, the page's code starts at load to put it
      // back; elsewhere it comes at the first touch, like any page (the first load stays light).
      else services.runAtLoad?.({ ifStored: DEVICE_PLAN_KEY });
      return null;
    },
    action: saveMoneyPlanAction(services),
    Component: MoneyPlanPage,
  };
}
