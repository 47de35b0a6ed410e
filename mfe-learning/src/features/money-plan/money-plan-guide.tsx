import { FormattedMessage } from 'react-intl';
import type { MoneyPlanGuide } from '@reentry/content/money-plan-guide';
import { moneyPlanMessages as m } from './money-plan.messages';

/** The documents to get first (the spec's figures), and how to get money off a release card without fees. */
export function MoneyPlanGuideSections({ guide }: { guide: MoneyPlanGuide }) {
  return (
    <>
      <section className="money-plan__guide money-plan__documents" aria-labelledby="money-plan-documents">
        <h2 id="money-plan-documents">
          <FormattedMessage {...m.documentsTitle} />
        </h2>
        <ul className="money-plan__checklist">
          {guide.documents.map((document) => (
            <li key={document.id}>
              <h3>{document.title}</h3>
              {document.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </li>
          ))}
        </ul>
      </section>
      <section className="money-plan__guide" aria-labelledby="money-plan-release-card">
        <h2 id="money-plan-release-card">
          <FormattedMessage {...m.releaseCardTitle} />
        </h2>
        <ul>
          {guide.releaseCard.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
