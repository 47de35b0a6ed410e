import { FormattedMessage } from 'react-intl';
import { DocumentPending, DraftBanner } from '@reentry/platform';
import { workshopFaqMessages as m } from './workshop-faq.messages';
import { useWorkshopFaq } from './workshop-faq.query';

/**
 * Cost, length, notice, reply time and technology (spec sections 1 and 9), as plain headings and
 * paragraphs: readable without JavaScript and by every screen reader. The text is the content studio's
 * published `workshop-faq` (workshop-faq.query.ts), in the server's HTML; an editor's draft in a preview.
 */
export function WorkshopFaq() {
  const { items, isDraft, ...state } = useWorkshopFaq();
  return (
    <section aria-labelledby="workshop-faq-heading" className="forms-faq">
      <h2 id="workshop-faq-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <DraftBanner shown={isDraft} />
      {items ? (
        items.map((item) => (
          <div key={item.id}>
            <h3>{item.question}</h3>
            {item.answer.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ))
      ) : (
        <DocumentPending state={state} loading={m.loading} failed={m.loadFailed} />
      )}
    </section>
  );
}
