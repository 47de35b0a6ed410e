import { useMemo } from 'react';
import { createIntl, createIntlCache, FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import type { MadeCard } from './claim-cards.action';
import { claimCardMessages as m, expiresMessage, forWhomMessage, step1Message } from './claim-cards.messages';

/** The card's steps in one language (`lang` for a screen reader and for hyphenation). */
function Steps({ card, site, lang }: { card: MadeCard; site: string; lang: 'en' | 'es' }) {
  const intl = useIntl();
  return (
    <div lang={lang} className="claim-card__language">
      <p className="claim-card__heading"><FormattedMessage {...m.heading} /></p>
      <ol>
        <li><FormattedMessage {...step1Message} values={{ site }} /></li>
        <li><FormattedMessage {...m.step2} /></li>
        <li><FormattedMessage {...m.step3} /></li>
      </ol>
      <p><FormattedMessage {...expiresMessage} values={{ date: intl.formatDate(card.expiresAt, { dateStyle: 'long' }) }} /></p>
      <p><FormattedMessage {...m.keep} /></p>
    </div>
  );
}

/**
 * One take-home card (issue 41): whose it is, the code in large letters, and the steps in English and in
 * Spanish, whatever the page's language. Cut along the dashed line; a card never breaks across pages.
 */
export function ClaimCard({ card, site, spanish }: { card: MadeCard; site: string; spanish: Record<string, string> }) {
  // Both languages at once (the browser's react-intl is a subset: RawIntlProvider with an intl of its own).
  const [english, inSpanish] = useMemo(() => {
    const cache = createIntlCache();
    return [createIntl({ locale: 'en', defaultLocale: 'en', messages: {} }, cache), createIntl({ locale: 'es', defaultLocale: 'en', messages: spanish }, cache)];
  }, [spanish]);
  return (
    <article className="claim-card" aria-label={card.name}>
      <p className="claim-card__for"><FormattedMessage {...forWhomMessage} values={{ name: card.name }} /></p>
      <p className="claim-card__code" translate="no">{card.code}</p>
      <div className="claim-card__languages">
        <RawIntlProvider value={english}>
          <Steps card={card} site={site} lang="en" />
        </RawIntlProvider>
        <RawIntlProvider value={inSpanish}>
          <Steps card={card} site={site} lang="es" />
        </RawIntlProvider>
      </div>
    </article>
  );
}
