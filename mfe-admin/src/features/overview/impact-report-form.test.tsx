import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, json } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { IMPACT_REPORT_PATH, IMPACT_REPORT_PDF_PATH, ImpactReportForm } from './impact-report-form';

jest.setTimeout(30_000);

const instructors = [{ id: 7, name: 'Terry Teacher', username: 'terry', email: null, studentCount: 12 }];
const api = () => fakeApi({ '/api/admin/instructors': () => json(200, instructors) });
const formOf = (button: HTMLElement) => button.closest('form')!;

describe('the funder report form (issue 40)', () => {
  it('is a GET form to the CSV with the dates, all learners or a class, and the page language chosen', async () => {
    await renderClient(<ImpactReportForm />, { fetch: api().fetch, locale: 'es' });
    const form = formOf(screen.getByRole('button', { name: 'Descargar el informe (CSV)' }));
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', IMPACT_REPORT_PATH]);
    expect((screen.getByLabelText('Desde') as HTMLInputElement).name).toBe('from');
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).type).toBe('date');
    const group = screen.getByLabelText('Alumnos') as HTMLSelectElement;
    expect((await screen.findByRole('option', { name: 'Clase de Terry Teacher' }) as HTMLOptionElement).value).toBe('7');
    expect([group.name, group.value]).toEqual(['instructorId', '']);
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Inglés' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says a start after the end at the start, and does not send; a right range is sent as typed', async () => {
    await renderClient(<ImpactReportForm />, { fetch: api().fetch });
    const form = formOf(screen.getByRole('button', { name: 'Download the report (CSV)' }));
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    fireEvent.change(from, { target: { value: '2026-05-01' } });
    fireEvent.change(to, { target: { value: '2026-04-01' } });
    expect(fireEvent.submit(form)).toBe(false);
    const described = (from.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain('The start must come before the end.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);

    fireEvent.change(to, { target: { value: '2026-06-30' } });
    expect(fireEvent.submit(form)).toBe(true);
    expect(from.hasAttribute('aria-invalid')).toBe(false);
  });

  it('offers the same report as a PDF: a second submit button that sends the same fields to the PDF, in Spanish too', async () => {
    await renderClient(<ImpactReportForm />, { fetch: api().fetch, locale: 'es' });
    const csv = screen.getByRole('button', { name: 'Descargar el informe (CSV)' });
    const pdf = screen.getByRole('button', { name: 'Descargar el informe (PDF)' });
    expect(formOf(pdf)).toBe(formOf(csv));
    expect([pdf.getAttribute('type'), pdf.getAttribute('formaction')]).toEqual(['submit', IMPACT_REPORT_PDF_PATH]);
    // The CSV button (and Enter in a field) keep the form's own address.
    expect([csv.getAttribute('type'), csv.hasAttribute('formaction')]).toEqual(['submit', false]);
  });

  it('checks the range before the PDF is sent too', async () => {
    await renderClient(<ImpactReportForm />, { fetch: api().fetch });
    const pdf = screen.getByRole('button', { name: 'Download the report (PDF)' });
    const sent: SubmitEvent[] = [];
    formOf(pdf).addEventListener('submit', (event) => sent.push(event as SubmitEvent));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    fireEvent.click(pdf);
    expect(sent.map((event) => [event.submitter, event.defaultPrevented])).toEqual([[pdf, true]]);
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });
});
