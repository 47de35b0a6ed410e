import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Resources } from '@reentry/contracts/content-pages';
import { ExternalLink } from '../../shared/external-link';
import { REGION_ATTRIBUTE, SKIP_ATTRIBUTE } from '../../shared/read-aloud/attributes';
import { ListenControl } from '../../shared/read-aloud/listen-control';
import { resourcesMessages as m } from './resources.messages';

/** Opens every accordion before printing, so the paper copy holds all of it. */
function useOpenOnPrint() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const open = () => container.current?.querySelectorAll('details').forEach((details) => (details.open = true));
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
  return container;
}

/**
 * ID documents, reentry services, photo ID and housing as accordions: native `<details>`, so they open
 * with the keyboard, read out their state, and work without JavaScript.
 */
export function ProgramsPanel({ programs }: { programs: Resources['programs'] }) {
  const container = useOpenOnPrint();
  return (
    <div ref={container}>
      <h2>{programs.title}</h2>
      {programs.intro.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      <div className="learning-accordions">
        {programs.accordions.map((item) => (
          <details key={item.id} className="learning-accordion" id={`program-${item.id}`} {...{ [REGION_ATTRIBUTE]: '' }}>
            <summary>{item.title}</summary>
            <div className="learning-accordion__body">
              <ListenControl title={item.title} blocks="summary, p, li" />
              {item.body.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
              {item.bullets && (
                <ul>
                  {item.bullets.map((bullet, index) => (
                    <li key={index}>{bullet}</li>
                  ))}
                </ul>
              )}
              <h3 {...{ [SKIP_ATTRIBUTE]: '' }}>
                <FormattedMessage {...m.links} />
              </h3>
              <ul className="learning-links" {...{ [SKIP_ATTRIBUTE]: '' }}>
                {item.links.map((link) => (
                  <li key={link.url}>
                    <ExternalLink href={link.url}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
