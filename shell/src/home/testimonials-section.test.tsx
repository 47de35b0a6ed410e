import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { SuccessStory } from '@reentry/contracts/success-stories';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { loadShellMessages } from '../i18n/load-messages';
import { TestimonialsSection } from './testimonials-section';

const story = (id: number, locale: Locale, name: string, text: string, translatedFrom: Locale | null = null): SuccessStory => ({
  id,
  name,
  story: text,
  locale,
  translatedFrom,
  imageUrl: null,
  location: 'Dayton, Ohio',
  occupation: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/** The section on the mock platform; the fake API answers the stories list as the API orders it for `?locale=`. */
async function renderSection(locale: Locale, stories: SuccessStory[]) {
  const requests: string[] = [];
  const platform = createMockPlatform({
    user: null,
    getLocale: () => locale,
    fetch: async (url) => {
      requests.push(url);
      return new Response(JSON.stringify(stories), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ shell: loadShellMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <MemoryRouter>
        <TestimonialsSection />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await screen.findAllByRole('listitem');
  return { requests };
}

describe('the home page testimonials', () => {
  it("asks for the stories in the visitor's language, marks a translation, and marks a story in the other language", async () => {
    const { requests } = await renderSection('es', [
      story(4, 'es', 'Marcus T. (historia de ejemplo)', 'Ahora ahorro un poco cada mes.', 'en'),
      story(1, 'en', 'Denise R.', 'I opened my first checking account.'),
    ]);
    expect(requests).toEqual(['/api/success-stories?locale=es']);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['es', 'en']);
    expect(within(items[0]!).getByText('Marcus T. (historia de ejemplo)')).toBeTruthy();
    expect(within(items[0]!).getByText('Traducida del inglés').getAttribute('lang')).toBe('es');
    expect(within(items[1]!).queryByText(/Traducida/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Historias de éxito' })).toBeTruthy();
  });

  it.each([
    ['en', 'Share your story'],
    ['es', 'Comparta su historia'],
  ] as const)('links to /share-your-story (%s)', async (locale, name) => {
    await renderSection(locale, [story(1, locale, 'Denise R.', 'I opened my first checking account.')]);
    await waitFor(() => expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/share-your-story'));
  });
});
