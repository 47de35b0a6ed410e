import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { useLocale } from '@reentry/platform';
import { RadioGroupField } from '@reentry/ui';
import { previewPath } from './content-titles';
import { contentMessages as m } from './content.messages';

/** The page's address with the draft preview asked for, in one language. */
export function previewUrl(path: string, lang: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}preview=draft&lang=${lang}`;
}

/**
 * The real server-rendered page of the saved draft (`?preview=draft`, for staff only), 375 px wide like a
 * phone, in English or Spanish; Listen works in it as on the page. It reloads after each save.
 */
export function ContentPreview({ contentKey, title, version }: { contentKey: ContentKey; title: string; version: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [lang, setLang] = useState<Locale>(locale);
  const path = previewPath(contentKey);
  const languages: { value: Locale; label: string }[] = [
    { value: 'en', label: intl.formatMessage(m.english) },
    { value: 'es', label: intl.formatMessage(m.spanish) },
  ];
  return (
    <section className="admin-content__preview" aria-labelledby="content-preview-title">
      <h3 id="content-preview-title">
        <FormattedMessage {...m.previewTitle} />
      </h3>
      {path ? (
        <>
          <p className="admin-note">
            <FormattedMessage {...m.previewHint} />
          </p>
          <RadioGroupField name="previewLanguage" label={intl.formatMessage(m.previewLanguage)} options={languages} value={lang} onChange={(event) => setLang(event.target.value as Locale)} />
          <iframe
            key={`${version}-${lang}`}
            className="admin-content__frame"
            src={previewUrl(path, lang)}
            title={intl.formatMessage(m.previewFrame, { title, language: languages.find((language) => language.value === lang)!.label })}
            width={375}
            height={667}
          />
          <p>
            <a href={previewUrl(path, lang)} target="_blank" rel="noopener">
              <FormattedMessage {...m.previewOpen} />
            </a>
          </p>
        </>
      ) : (
        <p className="admin-note">
          <FormattedMessage {...m.noPreview} />
        </p>
      )}
    </section>
  );
}
