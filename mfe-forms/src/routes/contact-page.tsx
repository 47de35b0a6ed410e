import { useSearchParams } from 'react-router';
import { contactSubjects } from '@reentry/contracts/forms-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { ReachUs } from '../features/contact/reach-us';
import { SocialLinks } from '../features/contact/social-links';
import { ContactForm } from '../features/contact/contact-form';
import { publicFormAction } from '../shared/form-sending';
import paths from '../route-paths.json';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';
import { siteConfigQuery } from '@reentry/platform';

/** `?subject=donation` (a known subject only) pre-selects it. */
function useSubjectParameter(): string {
  const value = useSearchParams()[0].get('subject') ?? '';
  return (contactSubjects as readonly string[]).includes(value) ? value : '';
}

function ContactPage() {
  const subject = useSubjectParameter();
  return (
    <FormPage messages={pageMessages.contact}>
      <ContactForm subject={subject} />
      <ReachUs />
      <SocialLinks />
    </FormPage>
  );
}

/** `/contact`: the contact form, how to reach the organisation and its social links, in the server's HTML. */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      // Without the configuration the form still works; the page then shows no address or social links.
      await services.queryClient.prefetchQuery(siteConfigQuery(services.api));
      return null;
    },
    action: publicFormAction(services, paths.contact, () => import('../features/contact/contact.sending').then((form) => form.contactSending)),
    Component: ContactPage,
  };
}
