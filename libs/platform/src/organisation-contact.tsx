import { Fragment, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { PublicOrganisation } from '@reentry/contracts/organisation';
import { useLocale } from './preferences.js';

const messages = defineMessages({
  phone: { id: 'platform.organisation.phone', defaultMessage: 'Phone:', description: "Before the organisation's phone number (footer, contact page, donate page)" },
  email: { id: 'platform.organisation.email', defaultMessage: 'Email:', description: "Before the organisation's email address" },
  officeHours: { id: 'platform.organisation.officeHours', defaultMessage: 'Office hours:', description: "Before the organisation's office hours" },
});

export type OrganisationPart = 'name' | 'address' | 'phone' | 'email' | 'officeHours';

/** Line breaks as typed, in markup (no dangerouslySetInnerHTML). */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * How to reach the organisation, from the details an admin keeps in /admin (site config): the parts
 * asked for that are set, as an `<address>`; nothing set, nothing shown. The office hours are in the
 * reader's language, or in the other one (marked with its `lang`) when only that one is written.
 */
export function OrganisationContact({ organisation, parts, className }: { organisation: PublicOrganisation; parts: OrganisationPart[]; className?: string }) {
  const { locale } = useLocale();
  const other = locale === 'en' ? 'es' : 'en';
  const hoursLang = organisation.officeHours[locale] ? locale : other;
  const hours = organisation.officeHours[hoursLang];
  const shown = parts.filter((part) => (part === 'officeHours' ? hours : part === 'name' ? organisation.publicName : organisation[part]));
  if (shown.length === 0) return null;
  const line: Record<OrganisationPart, () => ReactNode> = {
    name: () => <strong>{organisation.publicName}</strong>,
    address: () => <Lines text={organisation.address} />,
    phone: () => (
      <>
        <FormattedMessage {...messages.phone} /> <a href={`tel:${organisation.phone.replace(/[^0-9+]/g, '')}`}>{organisation.phone}</a>
      </>
    ),
    email: () => (
      <>
        <FormattedMessage {...messages.email} /> <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
      </>
    ),
    officeHours: () => (
      <>
        <FormattedMessage {...messages.officeHours} />{' '}
        <span lang={hoursLang === locale ? undefined : hoursLang}>
          <Lines text={hours} />
        </span>
      </>
    ),
  };
  return (
    <address className={className ?? 'org-contact'}>
      {shown.map((part) => (
        <p key={part} className={`org-contact__${part}`}>
          {line[part]()}
        </p>
      ))}
    </address>
  );
}
