import { render, screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import { ApiError, createApiClient, type FetchLike } from './api-client';
import { DocumentPending } from './document-pending';
import { loadPlatformMessages } from './i18n/load-messages';
import { createMockPlatform } from './mock-platform';
import { PlatformProvider } from './platform-provider';
import { isNotSavedHere, publishedDocument } from './published-content';
import { createQueryClient } from './query-client';
import { studioDocumentQueries, useStudioDocument } from './studio-document';

// Issue 43: a page reads the published document, offline the service worker's copy; no remote carries a
// copy of its own, so with no network and no copy the read fails and the page says the page is not saved.

const offline: FetchLike = async () => {
  throw new TypeError('Failed to fetch');
};

function recording(answer: FetchLike) {
  const asked: string[] = [];
  const fetch: FetchLike = (url, init) => {
    asked.push(url);
    return answer(url, init);
  };
  return { asked, fetch };
}

describe('publishedDocument', () => {
  it('gives the published version and text of one language', async () => {
    const api = recording(async () => Response.json({ key: 'how-to-buy', lang: 'es', version: 7, document: { title: 'Cómo comprar' } }));
    await expect(publishedDocument(createApiClient({ fetch: api.fetch }), 'how-to-buy', 'es')).resolves.toEqual({ version: 7, document: { title: 'Cómo comprar' } });
    expect(api.asked).toEqual(['/api/content/how-to-buy?lang=es']);
  });

  it('fails with the network error when there is no network and no saved copy, and asks for nothing else', async () => {
    const api = recording(offline);
    const read = publishedDocument(createApiClient({ fetch: api.fetch }), 'module-3', 'en');
    await expect(read).rejects.toThrow(TypeError);
    expect(isNotSavedHere(await read.catch((error: unknown) => error))).toBe(true);
    expect(api.asked).toEqual(['/api/content/module-3?lang=en']);
  });

  it('throws an API error (a 503) as it came: that is not "not saved here"', async () => {
    const api = recording(async () => Response.json({ error: { code: 'UNAVAILABLE', message: 'Try again.' } }, { status: 503 }));
    const error = await publishedDocument(createApiClient({ fetch: api.fetch }), 'resources', 'en').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotSavedHere(error)).toBe(false);
  });

  it('does not count a read the page stopped itself as "not saved here"', () => {
    expect(isNotSavedHere(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(isNotSavedHere(null)).toBe(false);
  });
});

const words = defineMessages({
  loading: { id: 'test.loading', defaultMessage: 'Loading the lesson…' },
  failed: { id: 'test.failed', defaultMessage: 'The lesson did not load.' },
});

function LessonProbe() {
  const { data, isDraft, ...state } = useStudioDocument(studioDocumentQueries<{ title: string }>(createApiClient({ fetch: offline }), { key: 'module-3', locale: 'en', queryKey: ['test', 'lesson'] }));
  return data ? <h1>{data.title}</h1> : <DocumentPending state={state} loading={words.loading} failed={words.failed} />;
}

function renderAt(ui: React.ReactNode, fetch: FetchLike, locale: Locale) {
  const platform = createMockPlatform({ user: null, fetch, getLocale: () => locale });
  render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ platform: loadPlatformMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <MemoryRouter initialEntries={['/modules/3?tab=quiz']}>{ui}</MemoryRouter>
    </PlatformProvider>,
  );
}

describe('a page whose document is not on this phone', () => {
  const texts = {
    en: { title: 'This page is not saved on this phone.', body: 'Connect to the internet, then try again.', retry: 'Try again' },
    es: { title: 'Esta página no está guardada en este teléfono.', body: 'Conéctese a internet y vuelva a intentarlo.', retry: 'Intentar otra vez' },
  } as const;

  it.each(['en', 'es'] as const)('says so in plain words, with a link that opens the page again (%s)', async (locale) => {
    renderAt(<LessonProbe />, offline, locale);
    expect(await screen.findByText(texts[locale].title)).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(texts[locale].body);
    expect(screen.getByRole('link', { name: texts[locale].retry }).getAttribute('href')).toBe('/modules/3?tab=quiz');
    expect(status.textContent).not.toContain('Loading');
  });

  it('says the page’s own words for an API error, and while it loads', () => {
    renderAt(<DocumentPending state={{ isError: true, notSaved: false }} loading={words.loading} failed={words.failed} />, offline, 'en');
    expect(screen.getByRole('status').textContent).toBe('The lesson did not load.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
