import { Form, Formik, getIn, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { OrganisationDetails, OrganisationRecord } from '@reentry/contracts/organisation';
import { socialNetworks } from '@reentry/contracts/organisation-rules';
import { ApiError, useSession, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { useFailureToast } from '../../shared/use-failure-toast';
import { OrganisationField, useErrorText } from './organisation-fields';
import { organisationFormMessages as m } from './organisation.messages';
import { useSaveOrganisation } from './organisation.query';
import { organisationFormSchema } from './organisation.schema';
import type { ValidationError } from 'yup';

/** Every field in page order: the summary lists mistakes in this order and focus goes to the first. */
const FIELDS = [
  'publicName', 'legalName', 'taxId', 'address', 'phone', 'email',
  'officeHours.en', 'officeHours.es', 'offlineGiving.en', 'offlineGiving.es',
  ...socialNetworks.map((network) => `social.${network}`),
];

/**
 * The yup rules on the values as typed. (Formik's `validationSchema` would turn '' into undefined first,
 * and '' is a valid value here: "not published".)
 */
async function validate(values: OrganisationDetails): Promise<FormikErrors<OrganisationDetails>> {
  try {
    await organisationFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return (error as ValidationError).inner.reduce<FormikErrors<OrganisationDetails>>((all, inner) => (getIn(all, inner.path!) ? all : setIn(all, inner.path!, inner.message)), {});
  }
}

function detailsOf({ version: _version, updatedAt: _updatedAt, ...details }: OrganisationRecord): OrganisationDetails {
  return details;
}

/** After a save that failed its checks: the mistakes in one list, and focus on the first field to fix. */
function MistakeSummary() {
  const { errors, submitCount, isSubmitting, isValidating } = useFormikContext<OrganisationDetails>();
  const errorText = useErrorText();
  const wrong = submitCount > 0 && !isSubmitting && !isValidating ? FIELDS.filter((name) => getIn(errors, name)) : [];
  const focused = useRef(0);
  useEffect(() => {
    if (wrong.length === 0 || focused.current === submitCount) return;
    focused.current = submitCount;
    document.querySelector<HTMLElement>(`.admin-organisation [name="${wrong[0]}"]`)?.focus();
  });
  if (wrong.length === 0) return null;
  return (
    <div className="admin-organisation__summary" role="alert">
      <h2>
        <FormattedMessage {...m.summaryTitle} />
      </h2>
      <ul>
        {wrong.map((name) => (
          <li key={name}>{errorText(getIn(errors, name) as string)}</li>
        ))}
      </ul>
    </div>
  );
}

function Group({ heading, hint, children }: { heading: MessageDescriptor; hint?: MessageDescriptor; children: React.ReactNode }) {
  return (
    <fieldset className="admin-organisation__group">
      <legend>
        <FormattedMessage {...heading} />
      </legend>
      {hint && (
        <p className="admin-note">
          <FormattedMessage {...hint} />
        </p>
      )}
      {children}
    </fieldset>
  );
}

function InBothLanguages({ name, hint }: { name: 'officeHours' | 'offlineGiving'; hint?: MessageDescriptor }) {
  return (
    <>
      <OrganisationField name={`${name}.en`} label={m.inEnglish} hint={hint} multiline lang="en" />
      <OrganisationField name={`${name}.es`} label={m.inSpanish} multiline lang="es" />
    </>
  );
}

/**
 * The organisation's details, saved as one document with the version they were read at. The API's
 * answers land where they belong: field mistakes beside their fields, a stale version with the tab.
 */
export function OrganisationForm({ record, onStale }: { record: OrganisationRecord; onStale: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const save = useSaveOrganisation();
  // Who the organisation is stays with administrators; a content editor keeps the contact details (issue 39).
  const identityLocked = useSession().user?.isAdmin !== true;

  async function submit(values: OrganisationDetails, helpers: FormikHelpers<OrganisationDetails>) {
    try {
      const saved = await save.mutateAsync({ ...values, version: record.version });
      helpers.resetForm({ values: detailsOf(saved) });
      toast({ title: intl.formatMessage(m.saved), description: intl.formatMessage(m.savedBody), variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return onStale();
      if (error instanceof ApiError && error.fields) {
        helpers.setErrors(Object.entries(error.fields).reduce<FormikErrors<OrganisationDetails>>((all, [name, text]) => setIn(all, name, text), {}));
        return;
      }
      failed(error);
    }
  }

  return (
    <Formik initialValues={detailsOf(record)} validate={validate} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="admin-organisation" noValidate>
          <MistakeSummary />
          <Group heading={m.nameHeading} hint={identityLocked ? m.adminOnly : undefined}>
            <OrganisationField name="publicName" label={m.publicName} hint={m.publicNameHint} autoComplete="organization" readOnly={identityLocked} />
            <OrganisationField name="legalName" label={m.legalName} hint={m.legalNameHint} readOnly={identityLocked} />
            <OrganisationField name="taxId" label={m.taxId} hint={m.taxIdHint} readOnly={identityLocked} />
          </Group>
          <Group heading={m.reachHeading}>
            <OrganisationField name="address" label={m.address} hint={m.addressHint} multiline />
            <OrganisationField name="phone" label={m.phone} type="tel" />
            <OrganisationField name="email" label={m.email} type="email" />
          </Group>
          <Group heading={m.hoursHeading}>
            <InBothLanguages name="officeHours" />
          </Group>
          <Group heading={m.givingHeading} hint={m.givingHint}>
            <InBothLanguages name="offlineGiving" />
          </Group>
          <Group heading={m.socialHeading} hint={m.socialHint}>
            {socialNetworks.map((network) => (
              <OrganisationField key={network} name={`social.${network}`} label={m[network]} type="url" />
            ))}
          </Group>
          <SubmitButton busy={isSubmitting}>
            <FormattedMessage {...(isSubmitting ? m.saving : m.save)} />
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
