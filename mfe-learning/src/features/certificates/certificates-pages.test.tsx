/**
 * @jest-environment node
 */
import type { CertificateVerification, MyCertificates, OwnedCertificate } from '@reentry/contracts/certificates';
import { json, learner } from '../../test/fake-api';
import { renderOnServer, pageOnServer } from '../../test/render-on-server';

const verification: CertificateVerification = {
  code: 'K7QM-4XPA-9TRD-W2HN',
  status: 'valid',
  kind: 'course',
  locale: 'en',
  title: 'Financial Literacy and Digital Money Course',
  printedName: 'Ana María Núñez',
  modules: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Module title ${id}` })),
  completedOn: '2026-03-04',
  issuedOn: '2026-03-05',
  revokedOn: null,
};

const owned: OwnedCertificate = {
  ...verification,
  nameFormat: 'full',
  revokedByStaff: false,
  verifyUrl: 'http://localhost:3000/certificates/verify/K7QM-4XPA-9TRD-W2HN',
  pdfUrl: '/api/certificates/K7QM-4XPA-9TRD-W2HN.pdf',
  wording: {
    heading: 'Certificate of Completion',
    presentedTo: 'This certifies that',
    completed: 'has completed',
    completedOn: 'Completed on',
    issuedOn: 'Issued on',
    code: 'Verification code',
    verify: 'Check that this certificate is real at',
    module: 'Module {id}: {title}',
  },
  qr: { size: 21, path: 'M0 0h7v1h-7z' },
};

const mine: MyCertificates = {
  names: { full: 'Ana María Núñez', firstLastInitial: 'Ana N.' },
  progress: [
    { kind: 'course', moduleIds: [1, 2, 3, 4, 5], passedModuleIds: [1, 2, 3, 4, 5], earned: true },
    { kind: 'financial-literacy-basics', moduleIds: [6], passedModuleIds: [], earned: false },
  ],
  certificates: [owned],
};

const user = learner({ completedModules: [1, 2, 3, 4, 5], quizScores: {} });

describe('/certificates on the server', () => {
  it('sends a visitor to log in, and back', async () => {
    expect(await renderOnServer('/certificates')).toEqual({ type: 'redirect', status: 302, location: '/login?returnTo=/certificates' });
  });

  it('lists the learner\'s certificate with View, Print and Download PDF, and what is left to earn', async () => {
    const { html } = await pageOnServer('/certificates', { user, answers: { 'GET /api/certificates': () => json(200, mine) } });
    expect(html).toContain('My certificates');
    expect(html).toContain('Ana María Núñez');
    expect(html).toContain('K7QM-4XPA-9TRD-W2HN');
    expect(html).toContain('href="/certificates?view=K7QM-4XPA-9TRD-W2HN"');
    expect(html).toContain('href="/api/certificates/K7QM-4XPA-9TRD-W2HN.pdf"');
    // Print is a link (without script it opens the certificate for the browser's own Print).
    expect(html).toContain('href="/certificates?view=K7QM-4XPA-9TRD-W2HN&amp;print=1"');
    expect(html).toContain('Pass module 6 to earn this certificate.');
  });

  it('without script: "Get my certificate" is a real form posted to the page, with the name choice', async () => {
    const earned = { ...mine, certificates: [] };
    const { html } = await pageOnServer('/certificates', { user, answers: { 'GET /api/certificates': () => json(200, earned) } });
    expect(html).toMatch(/<form[^>]*action="\/certificates" method="post"/);
    expect(html).toContain('<input type="hidden" name="intent" value="issue"/>');
    expect(html).toMatch(/type="radio"[^>]*name="nameFormat"[^>]*checked=""[^>]*value="full"|type="radio"[^>]*checked=""[^>]*name="nameFormat"[^>]*value="full"/);
    expect(html).toContain('>Get my certificate<');
    expect(html).not.toMatch(/disabled|data-awaits-script/);
  });

  it('without script: Withdraw is a link to the question, whose Yes is a real post and No a link back', async () => {
    const list = await pageOnServer('/certificates', { user, answers: { 'GET /api/certificates': () => json(200, mine) } });
    expect(list.html).toMatch(/<a class="button button--secondary" href="\/certificates\?withdraw=K7QM-4XPA-9TRD-W2HN"[^>]*>Withdraw this certificate<\/a>/);
    expect(list.html).toMatch(/href="\/certificates\?rename=K7QM-4XPA-9TRD-W2HN"[^>]*>Change how your name looks</);
    const { html } = await pageOnServer('/certificates?withdraw=K7QM-4XPA-9TRD-W2HN', { user, answers: { 'GET /api/certificates': () => json(200, mine) } });
    expect(html).toMatch(/<form[^>]*action="\/certificates" method="post"><input type="hidden" name="intent" value="withdraw"\/><input type="hidden" name="kind" value="course"\/><input type="hidden" name="code" value="K7QM-4XPA-9TRD-W2HN"\/>/);
    expect(html).toContain('>Yes, withdraw it<');
    expect(html).toMatch(/href="\/certificates"[^>]*>No, keep it</);
  });

  it('says what the last form did at ?done=, in the server HTML', async () => {
    const issued = await pageOnServer('/certificates?kind=course&done=issued', { user, answers: { 'GET /api/certificates': () => json(200, mine) } });
    expect(issued.html).toMatch(/role="status"[^>]*><p><strong>Your certificate is ready/);
    const withdrawn = await pageOnServer('/certificates?kind=course&done=withdrawn', { user, locale: 'es', answers: { 'GET /api/certificates': () => json(200, mine) } });
    expect(withdrawn.html).toMatch(/role="status"[^>]*><p><strong>[^<]+</);
    expect(withdrawn.html).not.toContain('Your certificate is ready');
  });

  it('opens one certificate in its own language, with its QR code', async () => {
    const spanish = { ...mine, certificates: [{ ...owned, locale: 'es' as const, wording: { ...owned.wording, heading: 'Certificado de finalización' } }] };
    const { html } = await pageOnServer('/certificates?view=K7QM-4XPA-9TRD-W2HN', { user, answers: { 'GET /api/certificates': () => json(200, spanish) } });
    expect(html).toMatch(/<article class="learning-certificate" lang="es"/);
    expect(html).toContain('Certificado de finalización');
    expect(html).toContain('4 de marzo de 2026');
    expect(html).toContain('aria-label="QR code that opens the page to check this certificate"');
    expect(html).toContain('d="M0 0h7v1h-7z"');
  });
});

describe('/certificates after a name change (issue 31)', () => {
  const renamed = { ...mine, names: { full: 'Ana María Núñez Ortiz', firstLastInitial: 'Ana O.' } };

  it('keeps the old-name certificate valid, marked, and offers one in the new name', async () => {
    const { html } = await pageOnServer('/certificates', { user, answers: { 'GET /api/certificates': () => json(200, renamed) } });
    expect(html).toContain('In your old name');
    expect(html).toContain('You changed your name.');
    expect(html).toContain('Get a certificate with my new name');
    expect(html).toContain('Withdraw this certificate');
    expect(html).not.toContain('Change how your name looks');
  });

  it('lists both once the new one is made, each with its own Withdraw; a withdrawn one shows only its code', async () => {
    const fresh = { ...owned, code: 'M2NP-3QRS-4TVW-5XYZ', printedName: 'Ana María Núñez Ortiz' };
    const gone = { ...owned, code: 'A2B3-C4D5-E6F7-G8H9', status: 'withdrawn' as const, printedName: '', revokedOn: '2026-03-06' };
    const { html } = await pageOnServer('/certificates', {
      locale: 'es',
      user,
      answers: { 'GET /api/certificates': () => json(200, { ...renamed, certificates: [fresh, owned, gone] }) },
    });
    expect(html).toContain('aria-label="Certificado M2NP-3QRS-4TVW-5XYZ"');
    expect(html).toContain('aria-label="Certificado K7QM-4XPA-9TRD-W2HN"');
    expect(html.match(/Con su nombre anterior/g)).toHaveLength(1);
    expect(html.match(/Retirar este certificado/g)).toHaveLength(2);
    expect(html).not.toContain('Usted cambió su nombre.');
    expect(html).toContain('Usted retiró el certificado con el código A2B3-C4D5-E6F7-G8H9. Ya no es válido.');
    expect(html).not.toContain('aria-label="Certificado A2B3-C4D5-E6F7-G8H9"');
  });

  it('does not open a withdrawn certificate', async () => {
    const gone = { ...owned, status: 'withdrawn' as const, printedName: '' };
    const { html } = await pageOnServer('/certificates?view=K7QM-4XPA-9TRD-W2HN', { user, answers: { 'GET /api/certificates': () => json(200, { ...mine, certificates: [gone] }) } });
    expect(html).not.toContain('<article class="learning-certificate"');
    expect(html).toContain('You withdrew the certificate with code K7QM-4XPA-9TRD-W2HN.');
  });
});

describe('/certificates/verify', () => {
  it('sends a code typed in another shape to its own address', async () => {
    expect(await renderOnServer('/certificates/verify/k7qm%204xpa9trd-w2hn')).toEqual({ type: 'redirect', status: 302, location: '/certificates/verify/K7QM-4XPA-9TRD-W2HN' });
    expect(await renderOnServer('/certificates/verify?code=k7qm4xpa9trdw2hn')).toEqual({ type: 'redirect', status: 302, location: '/certificates/verify/K7QM-4XPA-9TRD-W2HN' });
  });

  it('shows a valid certificate with the page in Spanish and the certificate\'s words in its language', async () => {
    const { html } = await pageOnServer('/certificates/verify/K7QM-4XPA-9TRD-W2HN', {
      locale: 'es',
      answers: { 'GET /api/certificates/K7QM4XPA9TRDW2HN': () => json(200, verification) },
    });
    expect(html).toContain('Este certificado es válido.');
    expect(html).toContain('<dd lang="en">Financial Literacy and Digital Money Course</dd>');
    expect(html).toContain('4 de marzo de 2026');
  });

  // Issue 39: the page said "withdrawn" and labelled the date "Revoked".
  it.each([
    ['en', 'withdrawn', 'This certificate was withdrawn by the holder.', 'Withdrawn on', /Revoked/],
    ['es', 'withdrawn', 'Su titular retiró este certificado.', 'Retirado el', /Revocado/],
    ['en', 'revoked', 'This certificate was revoked.', 'Revoked on', /Withdrawn/],
    ['es', 'revoked', 'Este certificado fue revocado.', 'Revocado el', /Retirado/],
  ] as const)('names the date with the word of the result (%s, %s)', async (locale, status, result, label, otherWord) => {
    const { html } = await pageOnServer('/certificates/verify/K7QM-4XPA-9TRD-W2HN', {
      locale,
      answers: { 'GET /api/certificates/K7QM4XPA9TRDW2HN': () => json(200, { ...verification, status, printedName: '', revokedOn: '2026-03-06' }) },
    });
    expect(html).toContain(result);
    expect(html).toContain(`<dt>${label}</dt>`);
    expect(html).not.toMatch(otherWord);
  });
});
