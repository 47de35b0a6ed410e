import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { TOAST_KEEP_CLEAR_ATTRIBUTE } from '@reentry/contracts/constants';
import type { NextStep } from '@reentry/contracts/my-learning';
import { useNextStep } from './next-step.query.js';

const m = defineMessages({
  heading: { id: 'platform.nextStep.heading', defaultMessage: 'Pick up where you left off', description: 'Home page and modules page: heading of the card with the learner’s one next step' },
  readText: {
    id: 'platform.nextStep.readText',
    defaultMessage: 'You were reading “{section}” in {module}.',
    description: 'Next step card: the lesson section the learner last read; {section} and {module} are titles',
  },
  readAction: { id: 'platform.nextStep.readAction', defaultMessage: 'Keep reading', description: 'Next step card: link back to the section last read' },
  quizText: { id: 'platform.nextStep.quizText', defaultMessage: 'You finished reading {module}. Next is its quiz.', description: 'Next step card: the learner read the whole lesson; {module} is a title' },
  quizAction: { id: 'platform.nextStep.quizAction', defaultMessage: 'Take the quiz', description: 'Next step card: link to the module’s quiz' },
  retryText: {
    id: 'platform.nextStep.retryText',
    defaultMessage: 'You have not passed the quiz for {module} yet. You can take it again.',
    description: 'Next step card: the learner took a quiz and did not pass; {module} is a title',
  },
  retryAction: { id: 'platform.nextStep.retryAction', defaultMessage: 'Take the quiz again', description: 'Next step card: link to a quiz not passed yet' },
  startText: { id: 'platform.nextStep.startText', defaultMessage: 'Next up: {module}.', description: 'Next step card: the next module to start; {module} is a title' },
  startAction: { id: 'platform.nextStep.startAction', defaultMessage: 'Start the module', description: 'Next step card: link to the next module' },
  certificateText: {
    id: 'platform.nextStep.certificateText',
    defaultMessage: 'You earned a certificate. Make it now, then print it or share it.',
    description: 'Next step card: the learner passed the modules of a certificate and has not made it yet',
  },
  certificateAction: { id: 'platform.nextStep.certificateAction', defaultMessage: 'Get your certificate', description: 'Next step card: link to the certificates page' },
});

interface StepView {
  text: MessageDescriptor;
  action: MessageDescriptor;
  to: string;
  values: Record<string, string>;
}

function view(step: NextStep): StepView {
  switch (step.kind) {
    case 'certificate':
      return { text: m.certificateText, action: m.certificateAction, to: '/certificates', values: {} };
    case 'read':
      return { text: m.readText, action: m.readAction, to: `/modules/${step.moduleId}#${step.sectionId}`, values: { module: step.moduleTitle, section: step.sectionTitle } };
    case 'quiz':
      return { text: step.retry ? m.retryText : m.quizText, action: step.retry ? m.retryAction : m.quizAction, to: `/modules/${step.moduleId}?tab=quiz`, values: { module: step.moduleTitle } };
    case 'start':
      return { text: m.startText, action: m.startAction, to: `/modules/${step.moduleId}`, values: { module: step.moduleTitle } };
  }
}

/**
 * A signed-in learner's one clear next step (issue 31): the section they last read, a quiz not passed, the
 * next module, or a certificate to make. Shown on the home page and /modules; nothing for a visitor, while
 * loading, or when everything is done. A plain link, so it works before the page's script runs.
 */
export function NextStepCard() {
  const headingId = useId();
  const { data } = useNextStep();
  if (!data?.nextStep) return null;
  const { text, action, to, values } = view(data.nextStep);
  return (
    <section className="card next-step" aria-labelledby={headingId} data-next-step={data.nextStep.kind} {...{ [TOAST_KEEP_CLEAR_ATTRIBUTE]: '' }}>
      <h2 id={headingId}>
        <FormattedMessage {...m.heading} />
      </h2>
      <p>
        <FormattedMessage {...text} values={values} />
      </p>
      <Link className="button button--primary" to={to}>
        <FormattedMessage {...action} />
      </Link>
    </section>
  );
}
