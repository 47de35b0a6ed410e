import { ContactForm } from '../features/contact/contact-form';
import { SocialLinks } from '../features/contact/social-links';
import { FormPage } from './form-page';
import { pageMessages } from './page.messages';

/** `/contact`: the contact form and the configured social links. */
export function ContactPage() {
  return (
    <FormPage messages={pageMessages.contact}>
      <ContactForm />
      <SocialLinks />
    </FormPage>
  );
}
