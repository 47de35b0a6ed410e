import { donationReceipt, type ReceiptDonation } from './donation-receipt.js';

const org = { legalName: 'Reentry Financial Literacy, Inc.', taxId: '12-3456789', address: '1 Main St, Springfield, IL 62701' };
// 03:30 UTC on March 4 is still March 3 in New York.
const donation: ReceiptDonation = { id: 42, donorName: 'Maria Lopez', donorEmail: 'maria@example.org', amount: 2550, currency: 'usd', succeededAt: new Date('2025-03-04T03:30:00Z'), locale: 'en' };

describe('donationReceipt', () => {
  it('writes the English receipt: amount, date in the organisation time zone, no goods or services, organisation details', () => {
    const mail = donationReceipt(donation, org, 'America/New_York');
    expect(mail.subject).toBe('Thank you for your donation to Reentry Financial Literacy, Inc.');
    expect(mail.text).toBe(
      [
        'Dear Maria Lopez,',
        'Thank you for your gift of $25.50 on March 3, 2025.',
        'No goods or services were provided in exchange for this donation.',
        'Reentry Financial Literacy, Inc.\nTax ID (EIN): 12-3456789\n1 Main St, Springfield, IL 62701',
        'Please keep this email for your tax records.',
        'Donation number: 42',
      ].join('\n\n') + '\n',
    );
    expect(mail.html).toContain('<p>No goods or services were provided in exchange for this donation.</p>');
    expect(mail).toMatchObject({ kind: 'donation-receipt', to: 'maria@example.org' });
    expect(mail.html).toContain('<html lang="en">');
  });

  it('links every receipt to "Manage my giving", before the donation number', () => {
    const mail = donationReceipt(donation, org, 'America/New_York', 'https://give.example.org');
    expect(mail.text).toContain('go to "Manage my giving": https://give.example.org/donate/manage\n\nDonation number: 42\n');
    const es = donationReceipt({ ...donation, locale: 'es' }, org, 'America/New_York', 'https://give.example.org');
    expect(es.text).toContain('"Administrar mis donaciones": https://give.example.org/donate/manage');
  });

  it('writes the Spanish receipt for a Spanish-speaking donor', () => {
    const mail = donationReceipt({ ...donation, locale: 'es', amount: 1_000_000 }, org, 'America/New_York');
    expect(mail.subject).toBe('Gracias por su donación a Reentry Financial Literacy, Inc.');
    expect(mail.text).toMatch(/Gracias por su donación de \$10,000\.00 el 3 de marzo de 2025\./);
    expect(mail.text).toContain('No se dieron bienes ni servicios a cambio de esta donación.');
    expect(mail.text).toContain('Número de identificación fiscal (EIN): 12-3456789');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('escapes the donor name in HTML and leaves out organisation details that are not configured', () => {
    const mail = donationReceipt({ ...donation, donorName: '<script>alert(1)</script> & Co' }, {}, 'UTC');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co');
    expect(mail.subject).toBe('Thank you for your donation');
    expect(mail.text).not.toMatch(/EIN|undefined|null/);
    expect(mail.text).toContain('on March 4, 2025.');
  });
});
