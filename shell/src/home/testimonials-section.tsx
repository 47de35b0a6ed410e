import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '@reentry/platform';
import { homeMessages as m } from './home.messages';
import { useSuccessStories } from './success-stories.query';

const translatedFrom = { en: m.translatedFromEn, es: m.translatedFromEs } as const;

/**
 * Approved success stories in the visitor's language (the API picks them: a story written in the other language
 * shows through its translation, marked so; the other language's stories only when this one has none). An empty
 * list (or an unreachable API) shows a calm empty state. Visitors are invited to share their own.
 */
export function TestimonialsSection() {
  const { data: stories, isPending } = useSuccessStories();
  const { locale } = useLocale();
  return (
    <section id="testimonials" className="home-section" aria-labelledby="testimonials-title" tabIndex={-1}>
      <h2 id="testimonials-title">
        <FormattedMessage {...m.testimonialsTitle} />
      </h2>
      {isPending ? (
        <p role="status">
          <FormattedMessage {...m.testimonialsLoading} />
        </p>
      ) : stories?.length ? (
        <ul className="card-grid">
          {stories.map((story) => (
            // A story keeps the language it was written in; `lang` lets screen readers read it right.
            <li key={story.id} className="card testimonial" lang={story.locale}>
              <blockquote>
                <p>{story.story}</p>
              </blockquote>
              <p className="testimonial__who">
                <strong>{story.name}</strong>
                {[story.occupation, story.location].filter(Boolean).map((detail) => ` · ${detail}`)}
              </p>
              {story.translatedFrom && (
                // Words of the page, in the page's language, even inside a story shown in the other one.
                <p className="testimonial__translated" lang={locale}>
                  <FormattedMessage {...translatedFrom[story.translatedFrom]} />
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage {...m.testimonialsEmpty} />
        </p>
      )}
      <p className="actions">
        <Link className="button button--secondary" to="/share-your-story">
          <FormattedMessage {...m.shareYourStory} />
        </Link>
      </p>
    </section>
  );
}
