import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { XPostContent } from '@reentry/contracts/content-pages';
import { X_POST_MAX_LENGTH } from '@reentry/contracts/constants';
import { pressActionProps, usePressOutcome, useToast } from '@reentry/platform';
import { canShare, hasHashtag, postLength, tweetIntentUrl, withHashtag, withoutHashtag, X_POST_CATEGORIES, type XPostCategory } from './x-post-rules';
import { xPostMessages as x } from './x-post.messages';

/**
 * Share to X: a link to X's post page with the text (a new tab opened by the visitor's own press, in every
 * browser, script or not); a disabled button while there is nothing to share or too much (spec section 5).
 */
function ShareToX({ text }: { text: string }) {
  const label = <FormattedMessage {...x.share} />;
  if (!canShare(text)) {
    return (
      <button type="button" className="button button--primary" disabled>
        {label}
      </button>
    );
  }
  return (
    <a className="button button--primary" href={tweetIntentUrl(text)} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The X post generator (spec sections 4 and 5) on the published templates and hashtags of the page's
 * language. Nothing here is saved; the post leaves by copy or share.
 */
export function XPostGenerator({ content }: { content: XPostContent }) {
  const intl = useIntl();
  const toast = useToast();
  const ids = { category: useId(), text: useId(), counter: useId() };
  const [category, setCategory] = useState<XPostCategory>('mission');
  const [text, setText] = useState(content.templates.mission[0]!);
  const length = postLength(text);
  const over = length - X_POST_MAX_LENGTH;

  function pick(next: XPostCategory) {
    setCategory(next);
    setText(next === 'custom' ? '' : content.templates[next][0]!);
  }

  function toggleHashtag(tag: string) {
    if (hasHashtag(text, tag)) {
      setText(withoutHashtag(text, tag));
      return;
    }
    const next = withHashtag(text, tag);
    if (next === null) toast({ title: intl.formatMessage(x.tooLongTitle), description: intl.formatMessage(x.tooLongBody), variant: 'destructive' });
    else setText(next);
  }

  // The platform copies at the press itself (a browser copies only inside the visitor's own press).
  const copyButton = useRef<HTMLButtonElement>(null);
  usePressOutcome(copyButton, (outcome) =>
    outcome === 'done'
      ? toast({ title: intl.formatMessage(x.copiedTitle), description: intl.formatMessage(x.copiedBody), variant: 'success' })
      : toast({ title: intl.formatMessage(x.copyFailedTitle), description: intl.formatMessage(x.copyFailedBody), variant: 'destructive' }),
  );

  return (
    <section className="admin-xpost" aria-labelledby="admin-xpost-heading">
      <h2 id="admin-xpost-heading">
        <FormattedMessage {...x.heading} />
      </h2>
      <p className="admin-note">
        <FormattedMessage {...x.intro} />
      </p>
      <div className="field">
        <label className="field__label" htmlFor={ids.category}>
          <FormattedMessage {...x.category} />
        </label>
        <select id={ids.category} className="field__input" value={category} onChange={(event) => pick(event.target.value as XPostCategory)}>
          {X_POST_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(x[value])}
            </option>
          ))}
        </select>
      </div>
      {category !== 'custom' && (
        <fieldset className="admin-xpost__group">
          <legend>
            <FormattedMessage {...x.templates} />
          </legend>
          {content.templates[category].map((template, index) => (
            <button key={index} type="button" className="button button--secondary" aria-pressed={text === template} onClick={() => setText(template)}>
              <FormattedMessage {...x.template} values={{ number: index + 1 }} />
            </button>
          ))}
        </fieldset>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          <FormattedMessage {...x.text} />
        </label>
        <textarea id={ids.text} className="field__input" rows={6} value={text} aria-describedby={ids.counter} onChange={(event) => setText(event.target.value)} />
        <p id={ids.counter} className={over > 0 ? 'admin-counter admin-counter--over' : 'admin-counter'} aria-live="polite">
          <FormattedMessage {...x.counter} values={{ count: length, max: X_POST_MAX_LENGTH }} />
          {over > 0 && (
            <>
              {' '}
              <FormattedMessage {...x.over} values={{ count: over }} />
            </>
          )}
        </p>
      </div>
      <fieldset className="admin-xpost__group">
        <legend>
          <FormattedMessage {...x.hashtags} />
        </legend>
        {content.hashtags.map((tag) => {
          // A tag the post has shows as added; pressing it again takes it out (never a second copy).
          const added = hasHashtag(text, tag);
          return (
            <button
              key={tag}
              type="button"
              className={added ? 'button button--secondary admin-hashtag admin-hashtag--added' : 'button button--secondary admin-hashtag'}
              aria-label={intl.formatMessage(added ? x.removeHashtag : x.addHashtag, { tag })}
              onClick={() => toggleHashtag(tag)}
            >
              {added && <span aria-hidden="true">✓ </span>}
              {tag}
            </button>
          );
        })}
      </fieldset>
      <div className="actions">
        <button ref={copyButton} type="button" className="button button--secondary" {...pressActionProps('copy', text)}>
          <FormattedMessage {...x.copy} />
        </button>
        <ShareToX text={text} />
      </div>
    </section>
  );
}
