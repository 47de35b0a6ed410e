import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SuccessStorySubmissionInput } from '@reentry/contracts/success-stories';
import { ScriptRequiredNotice, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from '../../shared/error-summary';
import { FocusFirstError } from '../../shared/focus-first-error';
import { formMessages } from '../../shared/form.messages';
import { FormikCheckbox, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { HoneypotField } from '../../shared/honeypot-field';
import { failureDescription, serverFieldErrors } from '../../shared/submit-failure';
import { shareStoryMessages as m } from './share-story.messages';
import { shareStoryFields, shareStoryValidation } from './share-story.validation';
import { useSubmitSuccessStory } from './submit-success-story';

const empty = { name: '', story: '', location: '', occupation: '', consentToPublish: false, website: '' };
type Values = typeof empty;
const noMemory = { autoComplete: 'off' } as const;

/** A visitor shares a success story; it waits for an admin's approval. Resets on success. */
export function ShareStoryForm() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const submit = useSubmitSuccessStory();
  const idempotency = useIdempotencyKey();

  async function send(values: Values, helpers: FormikHelpers<Values>) {
    const story = values as SuccessStorySubmissionInput;
    try {
      await submit.mutateAsync({ story, idempotencyKey: idempotency.keyFor(story) });
      idempotency.done();
      toast({ title: intl.formatMessage(m.okTitle), description: intl.formatMessage(m.okBody), variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) helpers.setErrors(fields);
      toast({ title: intl.formatMessage(m.failTitle), description: failureDescription(error, intl.formatMessage(m.failBody)), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="share-story-heading">
      <h2 id="share-story-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="form__required-note">
        <FormattedMessage {...m.reviewNote} /> <FormattedMessage {...formMessages.requiredNote} />
      </p>
      <Formik initialValues={empty} validate={shareStoryValidation} onSubmit={send}>
        {(formik) => (
          <Form ref={formRef} noValidate method="post" className="form" autoComplete="off">
            <ScriptRequiredNotice />
            <AdoptTypedValues form={formRef} formik={formik} />
            <FocusFirstError fields={shareStoryFields} />
            <ErrorSummary fields={shareStoryFields} />
            <FormikTextField name="name" label={m.name} hint={m.nameHint} {...noMemory} />
            <FormikTextArea name="story" label={m.story} hint={m.storyHint} rows={8} {...noMemory} />
            <FormikTextField name="location" label={m.location} hint={m.locationHint} optional {...noMemory} />
            <FormikTextField name="occupation" label={m.occupation} hint={m.occupationHint} optional {...noMemory} />
            <FormikCheckbox name="consentToPublish" label={m.consent} required />
            <HoneypotField />
            <SubmitButton busy={formik.isSubmitting}>
              <FormattedMessage {...(formik.isSubmitting ? m.submitting : m.submit)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
