import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { SocialNetwork } from '@reentry/contracts/site-config';
import { contactMessages as m } from './contact.messages';
import { useSiteConfig } from '@reentry/platform';

const names: Record<SocialNetwork, MessageDescriptor> = { facebook: m.facebook, instagram: m.instagram, x: m.x, linkedin: m.linkedin, youtube: m.youtube };

/** Links to the networks the site configuration names; none configured (or no answer): nothing is shown. */
export function SocialLinks() {
  const intl = useIntl();
  const { data } = useSiteConfig();
  const links = data?.social ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="social-links-heading">
      <h2 id="social-links-heading">
        <FormattedMessage {...m.socialHeading} />
      </h2>
      <ul className="forms-social">
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.url} rel="noopener noreferrer">
              {intl.formatMessage(names[link.network])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
