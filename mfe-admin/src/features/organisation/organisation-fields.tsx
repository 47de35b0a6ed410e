import { useField, useFormikContext } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { organisationMessages } from '@reentry/contracts/organisation-rules';
import { shownFieldError, TextAreaField, TextField } from '@reentry/ui';

const byId = new Map<string, MessageDescriptor>(Object.values(organisationMessages).map((descriptor) => [descriptor.id, descriptor]));

/** A rule's message id in the admin's language; words the API sent (already translated) are shown as they came. */
export function useErrorText(): (error: string | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    const descriptor = error ? byId.get(error) : undefined;
    return descriptor ? intl.formatMessage(descriptor) : error;
  };
}

interface FieldProps {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  lang?: 'en' | 'es';
  /** Shown but not editable (a content editor and the admin-only fields, issue 39; the API refuses a change too). */
  readOnly?: boolean;
}

/** One field of the organisation form (all are optional): its label, hint and, after a save was tried, its mistake. */
export function OrganisationField({ name, label, hint, multiline = false, type = 'text', autoComplete = 'off', lang, readOnly }: FieldProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = errorText(shownFieldError(meta, submitCount));
  const common = { ...field, label: intl.formatMessage(label), hint: hint && intl.formatMessage(hint), error, lang, readOnly };
  if (multiline) return <TextAreaField {...common} rows={3} />;
  return <TextField {...common} type={type} autoComplete={autoComplete} spellCheck={type === 'text' ? undefined : false} />;
}
