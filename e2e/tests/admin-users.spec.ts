import { expect, test } from '../support/test';
import { createStory, openDashboard, registerLearner, tableRows, tagOf } from '../support/admin';

for (const locale of ['en', 'es'] as const) {
  test(`the instructor flag and an assignment show at once, and stay after a reload: ${locale}`, async ({ page, request }) => {
    const t = locale === 'en'
      ? { make: 'Make instructor', remove: 'Remove instructor', for: 'Instructor for', none: 'No instructor', search: 'Search', show: 'Show results', assigned: 'Assigned Student', instructor: 'Instructor' }
      : { make: 'Hacer instructor', remove: 'Quitar instructor', for: 'Instructor de', none: 'Sin instructor', search: 'Buscar', show: 'Ver resultados', assigned: 'Estudiante asignado', instructor: 'Instructor' };
    const tag = tagOf('p');
    const teacher = `Teacher ${tag}`;
    const student = `Student ${tag}`;
    await registerLearner(request, teacher);
    await registerLearner(request, student);
    await openDashboard(page, `/admin?tab=instructors&q=${tag}&sort=-name`, locale);
    await expect(tableRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: `${t.make}: ${teacher}` }).click();
    await expect(page.getByRole('button', { name: `${t.remove}: ${teacher}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: teacher }).first()).toBeVisible();

    const select = page.getByLabel(`${t.for} ${student}`);
    await expect(select.getByRole('option', { name: teacher })).toBeAttached();
    await select.selectOption({ label: teacher });
    await expect(tableRows(page).filter({ hasText: student })).toContainText(t.assigned);
    await page.reload();
    await expect(page.getByLabel(`${t.for} ${student}`)).toHaveValue(/^\d+$/);
    await expect(page.getByRole('table').first()).toContainText(teacher);

    // Taking the flag away clears the student's assignment in the same step.
    await page.getByRole('button', { name: `${t.remove}: ${teacher}` }).click();
    await expect(page.getByRole('button', { name: `${t.make}: ${teacher}` })).toBeVisible();
    await expect(page.getByLabel(`${t.for} ${student}`)).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel(`${t.for} ${student}`)).toHaveValue('');
  });
}

test('user progress lists new learners with their class; the filter is in the URL', async ({ page, request }) => {
  const tag = tagOf('q');
  await registerLearner(request, `Learner ${tag}`);
  await openDashboard(page, '/admin?tab=user-progress');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByLabel('Role').selectOption('unassigned');
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&role=unassigned`));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('Unassigned');
  await expect(tableRows(page).first()).toContainText('0 of 6');
  await page.getByRole('button', { name: `View Details: Learner ${tag}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Module 6: Not started');
});

test('success stories: approving puts a story on the home page, unapproving takes it off', async ({ page, request }) => {
  const name = `Writer ${tagOf('s')}`;
  await createStory(request, name);
  const published = async () => ((await (await request.get('/api/success-stories?locale=en')).json()) as { name: string }[]).map((s) => s.name);
  expect(await published()).not.toContain(name);
  await openDashboard(page, `/admin?tab=success-stories&q=${encodeURIComponent(name)}`);
  await expect(tableRows(page).first()).toContainText('Waiting for review');
  await page.getByRole('button', { name: `Approve: ${name}` }).click();
  await expect(tableRows(page).first()).toContainText('Approved');
  expect(await published()).toContain(name);
  await page.getByRole('button', { name: `Unapprove: ${name}` }).click();
  await expect(tableRows(page).first()).toContainText('Waiting for review');
  expect(await published()).not.toContain(name);
});
