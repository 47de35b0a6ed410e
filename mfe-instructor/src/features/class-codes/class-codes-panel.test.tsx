import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { createMockPlatform, createQueryClient, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import remote from '../../remote';
import { instructor, json } from '../../test/fixtures';

const code = (id: number, printed: string, fields: Partial<ClassCode> = {}): ClassCode => ({
  id,
  code: printed,
  signupPath: `/signup?class=${printed}`,
  maxSignups: 40,
  usedSignups: 12,
  remainingSignups: 28,
  expiresAt: '2026-03-05T20:30:00.000Z',
  createdAt: '2026-03-05T16:30:00.000Z',
  ...fields,
});

/** A fake API holding the instructor's open codes; records each POST. */
function codesApi(initial: ClassCode[]) {
  let codes = [...initial];
  const posts: { path: string; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const path = url.split('?')[0]!;
    if (path === '/api/auth/me') return json(200, instructor);
    if (path === '/api/site-config') return json(200, { timeZone: 'America/New_York' });
    if (init?.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
    if (path === '/api/instructor/class-codes' && init?.method === 'POST') {
      const made = code(9, 'NEW2-CODE', { maxSignups: 30, usedSignups: 0, remainingSignups: 30 });
      codes = [made, ...codes];
      return json(201, made);
    }
    const revoke = /^\/api\/instructor\/class-codes\/(\d+)\/revoke$/.exec(path);
    if (revoke) {
      codes = codes.filter((c) => c.id !== Number(revoke[1]));
      return new Response(null, { status: 204 });
    }
    if (path === '/api/instructor/class-codes') return json(200, codes);
    if (path === '/api/instructor/class-contact' && init?.method === 'POST') {
      const line = (JSON.parse(String(init.body)) as { contactLine: string }).contactLine;
      return json(200, { contactLine: line || null });
    }
    if (path === '/api/instructor/class-contact') return json(200, { contactLine: null });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  };
  return { fetch, posts };
}

async function codesTab(initial: ClassCode[]) {
  localStorage.setItem('locale', 'en');
  const api = codesApi(initial);
  const platform = createMockPlatform({ fetch: api.fetch });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(remote.routes({ queryClient, api: platform.api, getLocale: () => 'en' }), { initialEntries: ['/instructor?tab=codes'] });
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ instructor: loadMessages }} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Class codes' });
  return api;
}

const openCodes = () => screen.getByRole('region', { name: 'Your open codes' });

describe('the Class Codes tab', () => {
  it('shows each open code in large letters, with places left, when it ends and the whole sign-up link', async () => {
    await codesTab([code(4, 'KM7P-3QXR')]);
    expect(screen.getByRole('tab', { name: 'Class Codes', selected: true })).toBeTruthy();
    const card = within(openCodes()).getByRole('listitem');
    expect(within(card).getByText('KM7P-3QXR').className).toBe('class-code__code');
    expect(card.textContent).toContain('28 of 40 places left');
    expect(card.textContent).toContain('Works until Mar 5, 2026, 3:30 PM EST');
    const link = within(card).getByRole('textbox', { name: 'Sign-up link' }) as HTMLInputElement;
    await waitFor(() => expect(link.value).toBe(`${window.location.origin}/signup?class=KM7P-3QXR`));
  });

  it('copies the whole sign-up link at the press and says so', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await codesTab([code(4, 'KM7P-3QXR')]);
    await act(async () => fireEvent.click(within(openCodes()).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?class=KM7P-3QXR`);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied.'));
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('makes a code for the number of learners and hours given, and says so', async () => {
    const api = await codesTab([]);
    expect(within(openCodes()).getByText('You have no open class codes.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of learners' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours the code works' }), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make code' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('New class code: NEW2-CODE.'));
    expect(api.posts).toEqual([{ path: '/api/instructor/class-codes', body: { maxSignups: 30, hours: 2 } }]);
    expect(await within(openCodes()).findByText('NEW2-CODE')).toBeTruthy();
  });

  it('says what to fix before sending a number out of range, and moves focus there', async () => {
    const api = await codesTab([]);
    const learners = screen.getByRole('textbox', { name: 'Number of learners' });
    fireEvent.change(learners, { target: { value: '61' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make code' })));
    expect(screen.getByText('Number of learners must be a whole number from 1 to 60.')).toBeTruthy();
    expect(learners.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(learners);
    expect(api.posts).toEqual([]);
  });

  it('turns a code off at once and announces it', async () => {
    const api = await codesTab([code(4, 'KM7P-3QXR'), code(5, 'ABCD-2345')]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn off KM7P-3QXR' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Class code KM7P-3QXR is turned off.'));
    expect(api.posts).toEqual([{ path: '/api/instructor/class-codes/4/revoke', body: {} }]);
    await waitFor(() => expect(within(openCodes()).queryByText('KM7P-3QXR')).toBeNull());
    expect(within(openCodes()).getByText('ABCD-2345')).toBeTruthy();
  });

  it('saves the contact line the students see, refuses one too long, and an empty one removes it', async () => {
    const api = await codesTab([]);
    const line = await screen.findByRole('textbox', { name: 'Contact line' });
    fireEvent.change(line, { target: { value: 'x'.repeat(161) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact line' })));
    expect(screen.getByText('Keep the contact line to 160 characters or fewer.')).toBeTruthy();
    expect(document.activeElement).toBe(line);
    expect(api.posts).toEqual([]);
    fireEvent.change(line, { target: { value: '  Ask Ms. Lee at the Tuesday class ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact line' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved. Your students see this line on their account page.'));
    fireEvent.change(line, { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact line' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Removed. Your students see no contact line now.'));
    expect(api.posts).toEqual([
      { path: '/api/instructor/class-contact', body: { contactLine: 'Ask Ms. Lee at the Tuesday class' } },
      { path: '/api/instructor/class-contact', body: { contactLine: '' } },
    ]);
  });
});
