import { FormattedMessage } from 'react-intl';
import type { Resources } from '@reentry/contracts/content-pages';
import { ContentSection } from '../../shared/content-section';
import { resourcesMessages as m } from './resources.messages';

const anchor = (id: string) => `guide-${id}`;

/** The ten-section Financial Literacy Basics guide, with a list of its sections, then the tip cards. */
export function FinancePanel({ finance }: { finance: Resources['finance'] }) {
  const { guide, tips } = finance;
  return (
    <div className="learning-guide">
      <h2>{guide.title}</h2>
      <p>{guide.intro}</p>
      <nav aria-labelledby="learning-guide-contents" className="learning-guide__contents">
        <h3 id="learning-guide-contents">
          <FormattedMessage {...m.contents} />
        </h3>
        <ul>
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${anchor(section.id)}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {guide.sections.map((section) => (
        <ContentSection key={section.id} id={anchor(section.id)} section={section} level={3} />
      ))}
      <h3>
        <FormattedMessage {...m.tips} />
      </h3>
      <ul className="card-grid learning-tips">
        {tips.map((tip) => (
          <li key={tip.id} className="card">
            <h4>{tip.title}</h4>
            {tip.body.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
