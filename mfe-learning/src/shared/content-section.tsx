import { FormattedMessage } from 'react-intl';
import type { Link as SourceLink, Section } from '@reentry/contracts/content';
import { ExternalLink } from './external-link';
import { sharedMessages as m } from './shared.messages';

type Level = 2 | 3;

export function SourceList({ links, level }: { links: SourceLink[]; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="learning-sources">
      <Heading>
        <FormattedMessage {...m.sources} />
      </Heading>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url}>{link.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One block of reading content: its title, paragraphs, bullets, optional image and the sources it cites. */
export function ContentSection({ section, level = 2, id }: { section: Section; level?: Level; id?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="learning-section" id={id}>
      <Heading>{section.title}</Heading>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
      {section.image && <img className="learning-section__image" src={section.image} alt={section.imageAlt ?? ''} loading="lazy" />}
      {section.sources && <SourceList links={section.sources} level={level === 2 ? 3 : 4} />}
    </section>
  );
}
