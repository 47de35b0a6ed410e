import { fireEvent, screen, waitFor } from '@testing-library/react';
import { xPost } from '@reentry/content/x-post';
import type { XPostContent } from '@reentry/contracts/content-pages';
import { fakeApi, json } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { XPostTab } from './x-post-tab';

/** The published `x-post` document: this release's, with a first mission template staff changed. */
const published = (locale: 'en' | 'es'): XPostContent => ({
  ...xPost[locale],
  templates: { ...xPost[locale].templates, mission: [locale === 'en' ? 'Published: free money classes for people coming home.' : 'Publicado: clases gratis de dinero.', ...xPost[locale].templates.mission.slice(1)] },
});
const en = published('en');
const textBox = () => screen.getByLabelText('Your post') as HTMLTextAreaElement;

async function setup(locale: 'en' | 'es' = 'en') {
  const api = fakeApi({ 'GET /api/content/x-post': (request) => json(200, { key: 'x-post', lang: locale, version: 4, document: published(locale), asked: request.url }) });
  const view = await renderClient(<XPostTab />, { fetch: api.fetch, locale });
  await screen.findByRole('heading', { name: locale === 'en' ? 'Write a post for X' : 'Escriba un post para X' });
  return { ...view.platform, requests: api.requests };
}

// Rendering a whole tab takes a few seconds on a busy shared machine.
jest.setTimeout(30_000);

describe('the X post generator', () => {
  it('reads the published templates in the page’s language and loads the first of a category; custom clears the text; the other templates are a click away', async () => {
    const { requests } = await setup();
    expect(requests.map((request) => request.url)).toEqual(['/api/content/x-post?lang=en']);
    expect(textBox().value).toBe('Published: free money classes for people coming home.');
    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'impact' } });
    expect(textBox().value).toBe(en.templates.impact[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Template 3' }));
    expect(textBox().value).toBe(en.templates.impact[2]);
    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'custom' } });
    expect(textBox().value).toBe('');
    expect((screen.getByRole('button', { name: 'Share to X' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('appends hashtags within 280 characters, else shows the destructive toast', async () => {
    const platform = await setup();
    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'custom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add #Reentry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add #MoneySkills' }));
    expect(textBox().value).toBe('#Reentry #MoneySkills');
    expect(screen.getAllByRole('button', { name: /^(Add|Remove) #/ })).toHaveLength(10);
    expect(screen.getAllByRole('button', { name: /^Remove #/ })).toHaveLength(2);
    fireEvent.change(textBox(), { target: { value: 'a'.repeat(272) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add #Reentry' }));
    expect(textBox().value).toBe('a'.repeat(272));
    expect(platform.toasts.at(-1)).toEqual({ title: 'Character limit exceeded', description: 'Adding this hashtag would exceed the 280 character limit', variant: 'destructive' });
  });

  it('adds a hashtag once; pressed again it takes it out', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'custom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add #Reentry' }));
    expect(textBox().value).toBe('#Reentry');
    fireEvent.click(screen.getByRole('button', { name: 'Remove #Reentry' }));
    expect(textBox().value).toBe('');
    fireEvent.change(textBox(), { target: { value: 'Typed by hand #reentry' } });
    expect(screen.getByRole('button', { name: 'Remove #Reentry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add #Reentry' })).toBeNull();
  });

  it('turns the counter red and disables Share to X above 280', async () => {
    await setup();
    fireEvent.change(textBox(), { target: { value: 'a'.repeat(280) } });
    expect(screen.getByText(/280 \/ 280 characters/).classList.contains('admin-counter--over')).toBe(false);
    expect(screen.getByRole('link', { name: 'Share to X' })).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: 'a'.repeat(281) } });
    expect(screen.getByText(/281 \/ 280 characters/).classList.contains('admin-counter--over')).toBe(true);
    expect(screen.getByText(/1 character over the limit/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Share to X' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shares by a link to X's post page with the text (a new tab, no opener), and copies with the spec's toast", async () => {
    const platform = await setup();
    fireEvent.change(textBox(), { target: { value: 'Free money skills #Reentry' } });
    const share = screen.getByRole('link', { name: 'Share to X' });
    expect(share.getAttribute('href')).toBe('https://x.com/intent/post?text=Free%20money%20skills%20%23Reentry');
    expect(share.getAttribute('target')).toBe('_blank');
    expect(share.getAttribute('rel')).toBe('noopener noreferrer');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(platform.toasts.at(-1)).toEqual({ title: 'Copied to clipboard', description: 'Your post has been copied and is ready to share', variant: 'success' }));
    expect(writeText).toHaveBeenCalledWith('Free money skills #Reentry');
  });

  it('speaks Spanish with Spanish templates and hashtags', async () => {
    await setup('es');
    expect((screen.getByLabelText('Su post') as HTMLTextAreaElement).value).toBe('Publicado: clases gratis de dinero.');
    expect(screen.getByRole('link', { name: 'Compartir en X' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar #EducaciónFinanciera' })).toBeTruthy();
  });
});
