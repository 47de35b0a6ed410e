import { FormattedMessage } from 'react-intl';
import type { Link as SourceLink, Section } from '@reentry/contracts/content';
import { Decorative } from '@reentry/ui';
import { ExternalLink } from './external-link';
import { REGION_ATTRIBUTE, SKIP_ATTRIBUTE } from './read-aloud/attributes';
import { ListenControl } from './read-aloud/listen-control';
import { sharedMessages as m } from './shared.messages';

type Level = 2 | 3;

export function SourceList({ links, level }: { links: SourceLink[]; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="learning-sources" {...{ [SKIP_ATTRIBUTE]: '' }}>
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

/**
 * One block of reading content: its title, a Listen control that reads it aloud, paragraphs, bullets,
 * optional image and the sources it cites (not read aloud).
 */
export function ContentSection({ section, level = 2, id }: { section: Section; level?: Level; id?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="learning-section" id={id} {...{ [REGION_ATTRIBUTE]: '' }}>
      <Heading>{section.title}</Heading>
      <ListenControl title={section.title} />
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
      {section.image &&
        (section.imageAlt ? (
          <img className="learning-section__image" src={section.image} alt={section.imageAlt} loading="lazy" />
        ) : (
          // No description: a decorative picture, left out for Save-Data.
          <Decorative>
            <img className="learning-section__image" src={section.image} alt="" loading="lazy" />
          </Decorative>
        ))}
      {section.sources && <SourceList links={section.sources} level={level === 2 ? 3 : 4} />}
    </section>
  );
}
