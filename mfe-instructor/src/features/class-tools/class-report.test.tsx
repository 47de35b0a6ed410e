import { render, screen } from '@testing-library/react';
import type { InstructorStudent } from '@reentry/contracts/instructor';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import { json } from '../../test/fixtures';
import { ClassReport } from './class-report';

const student: InstructorStudent = {
  id: 4,
  name: 'Guadalupe Hernández-Villanueva',
  username: 'lupe1987',
  email: 'guadalupe.hernandez@example-community-college.org',
  progress: { completedModules: [1], quizScores: { '1': 90 } },
  completedCount: 1,
  attemptsCount: 2,
  lastActivityAt: '2026-03-05T16:30:00.000Z',
  certificates: [],
};

describe('the class report', () => {
  it('lets an email break only before its @ and after its dots, and keeps figures and dates whole', async () => {
    const platform = createMockPlatform({ fetch: async () => json(200, { timeZone: 'America/New_York' }) });
    const { container } = render(
      <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ instructor: loadMessages }} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
        <ClassReport students={[student]} />
      </PlatformProvider>,
    );
    await screen.findByText('Guadalupe Hernández-Villanueva');
    const email = container.querySelector('.class-report__email')!;
    expect(email.textContent).toBe(student.email);
    // The places a line may break: <wbr> before "@", after each ".".
    expect(email.innerHTML).toBe('guadalupe.<wbr>hernandez<wbr>@example-community-college.<wbr>org');
    const figures = Array.from(container.querySelectorAll('td.class-report__figure'), (cell) => cell.textContent);
    expect(figures).toEqual(['1 of 6', '90%', '', '', '', '', '', '2', expect.stringMatching(/Mar 5, 2026/)]);
  });

  it('shows a student who signed up with a class code and no email (issue 31)', async () => {
    const platform = createMockPlatform({ fetch: async () => json(200, { timeZone: 'America/New_York' }) });
    const { container } = render(
      <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ instructor: loadMessages }} preferences={{ locale: 'en', theme: 'light', saved: { locale: true, theme: true } }}>
        <ClassReport students={[{ ...student, email: null }]} />
      </PlatformProvider>,
    );
    await screen.findByText('Guadalupe Hernández-Villanueva');
    expect(container.querySelector('.class-report__email')!.textContent).toBe('No email (to get back in, they need a reset code from you)');
  });

  it('names each student\'s username, in the page language (issue 39: the learner without email forgot it)', async () => {
    const platform = createMockPlatform({ fetch: async () => json(200, { timeZone: 'America/New_York' }) });
    render(
      <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ instructor: loadMessages }} preferences={{ locale: 'es', theme: 'light', saved: { locale: true, theme: true } }}>
        <ClassReport students={[{ ...student, email: null }]} />
      </PlatformProvider>,
    );
    // The Spanish catalogue loads first: wait for the Spanish words, in the student's row heading.
    expect((await screen.findByText('Nombre de usuario: lupe1987')).closest('th')!.textContent).toMatch(/^Guadalupe Hernández-VillanuevaNombre de usuario: lupe1987/);
  });
});
