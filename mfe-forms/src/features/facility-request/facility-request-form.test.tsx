import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserStorage, fakeApi, headerOf, json, renderPage, sentTo, type RecordedRequest } from '../../test/render-with-platform';

const PATH = '/api/facility-requests';

// Typing whole forms takes a few seconds on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Facility Name' }), 'Riverside "Casa" 🏠');
  await user.click(screen.getByRole('radio', { name: 'Halfway house' }));
  await user.type(screen.getByRole('textbox', { name: 'Contact Name' }), 'Dana Brooks');
  await user.type(screen.getByRole('textbox', { name: 'Position/Title' }), 'Director');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Contact Phone' }), '(614) 555-0142');
  await user.type(screen.getByRole('textbox', { name: 'Facility Address' }), '12 River Rd{Enter}Columbus, OH');
  await user.type(screen.getByRole('textbox', { name: 'Estimated Number of Participants' }), '25');
  await user.type(screen.getByRole('textbox', { name: 'Preferred Date' }), 'Any Tuesday');
}

describe('the workshop request form (/schedule)', () => {
  it('shows the spec messages, announces them and focuses the first field to fix; sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    await renderPage('/schedule', { fetch: api.fetch });
    expect(await screen.findByText('All fields are required unless they say (optional).')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Facility Name' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Special Requirements (optional)' }).hasAttribute('aria-required')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fix the 9 fields marked below.');
    for (const message of [
      'Facility name is required',
      'Please select a facility type',
      'Contact name is required',
      'Position/Title is required',
      'Invalid email address',
      'Valid phone number is required',
      'Facility address is required',
      'Number of participants is required',
      'Preferred date is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Facility Name' })));
    expect(sentTo(api.requests, PATH)).toEqual([]);
  });

  it('asks for the address in a multi-line box, where autofill may put the whole street address', async () => {
    await renderPage('/schedule', { fetch: fakeApi({}).fetch });
    const address = await screen.findByRole('textbox', { name: 'Facility Address' });
    // The HTML spec allows `street-address` only on a multi-line control (a one-line input gets address-line1).
    expect(address.tagName).toBe('TEXTAREA');
    expect(address.getAttribute('autocomplete')).toBe('street-address');
  });

  it('sends the request with an Idempotency-Key, says Submitting... meanwhile, then says it was sent and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({ '/api/facility-requests': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    await renderPage('/schedule', { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // The key is worked out (SHA-256) before the request leaves: "Submitting..." may show a moment before it.
    await waitFor(() => expect(sentTo(api.requests, PATH)).toHaveLength(1));
    const sent = sentTo(api.requests, PATH)[0] as RecordedRequest;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      facilityName: 'Riverside "Casa" 🏠',
      facilityType: 'halfway',
      contactName: 'Dana Brooks',
      contactPosition: 'Director',
      contactEmail: 'dana@example.org',
      contactPhone: '(614) 555-0142',
      facilityAddress: '12 River Rd\nColumbus, OH',
      participantCount: 25,
      preferredDate: 'Any Tuesday',
      specialRequirements: '',
      website: '',
    });
    expect(headerOf(sent, 'Idempotency-Key')).toMatch(/^form-[0-9a-f]{64}$/);

    answer(json(201, { received: true }));
    const status = (await screen.findByText('Request Submitted')).closest('[role="status"]');
    expect(status?.textContent).toBe("Request SubmittedThank you! We'll contact you shortly to confirm the details.");
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Facility Name' }) as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('radio', { name: 'Halfway house' }) as HTMLInputElement).checked).toBe(false);
    expect(browserStorage()).toEqual({});
  });

  it('keeps what was typed when the API fails, and retries the same values with the same key', async () => {
    // Each answer waits for the test's word, so what the page shows while sending is the test's to see.
    const answers: (() => void)[] = [];
    const failure = () => new Promise<Response>((resolve) => answers.push(() => resolve(json(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } }))));
    const api = fakeApi({ '/api/facility-requests': failure });
    const answerNext = async () => {
      await waitFor(() => expect(answers.length).toBeGreaterThan(0));
      answers.shift()!();
    };
    const user = userEvent.setup();
    await renderPage('/schedule', { fetch: api.fetch });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await answerNext();
    expect((await screen.findByRole('alert')).textContent).toBe('Submission FailedThere was an error submitting your request. Please try again.');
    expect((screen.getByRole('textbox', { name: 'Facility Name' }) as HTMLInputElement).value).toBe('Riverside "Casa" 🏠');

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(sentTo(api.requests, PATH)).toHaveLength(2));
    const [first, second] = sentTo(api.requests, PATH);
    expect(headerOf(second!, 'Idempotency-Key')).toBe(headerOf(first!, 'Idempotency-Key'));
    // A press while a form is sending is ignored: the next change is sent once the second try has failed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe('true'));
    await answerNext();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Request' }).getAttribute('aria-disabled')).not.toBe('true'));
    await user.type(screen.getByRole('textbox', { name: 'Preferred Date' }), ' or Wednesday');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    // The changed values' request (found by what it sent, not by its place: on a busy machine the order of
    // the recorded requests is not the test's to rely on) has a key of its own.
    const changed = () => sentTo(api.requests, PATH).find((request) => JSON.stringify(request.body).includes('or Wednesday'));
    await waitFor(() => expect(changed()).toBeDefined());
    expect(headerOf(changed()!, 'Idempotency-Key')).not.toBe(headerOf(first!, 'Idempotency-Key'));
    await answerNext();
  });

  it('works in Spanish, with the spec messages translated', async () => {
    const api = fakeApi({ '/api/facility-requests': () => new Response(null, { status: 503 }) });
    const user = userEvent.setup();
    await renderPage('/schedule', { fetch: api.fetch, locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('El nombre del centro es obligatorio')).toBeTruthy();
    expect(screen.getByText('Por favor, seleccione un tipo de centro')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Por favor, corrija los 9 campos marcados abajo.');
    await user.type(screen.getByRole('textbox', { name: 'Nombre del centro' }), 'Centro Esperanza');
    await waitFor(() => expect(screen.queryByText('El nombre del centro es obligatorio')).toBeNull());
    expect(sentTo(api.requests, '/api/facility-requests')).toEqual([]);
  });
});
