import { FormattedMessage } from 'react-intl';
import { workshopFaq } from '@reentry/content/workshop-faq';
import { useLocale } from '@reentry/platform';
import { workshopFaqMessages as m } from './workshop-faq.messages';

/**
 * Cost, length, notice, reply time and technology (spec sections 1 and 9), as plain headings and
 * paragraphs: readable without JavaScript and by every screen reader.
 */
export function WorkshopFaq() {
  const { locale } = useLocale();
  return (
    <section aria-labelledby="workshop-faq-heading" className="forms-faq">
      <h2 id="workshop-faq-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      {workshopFaq[locale].map((item) => (
        <div key={item.id}>
          <h3>{item.question}</h3>
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
