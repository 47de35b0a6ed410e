import { CERTIFICATE_CODE_ALPHABET, formatCertificateCode, normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
import { CERTIFICATE_CODE_BITS, generateCertificateCode } from './certificate-code.js';

const COUNT = 20_000;
const codes = Array.from({ length: COUNT }, generateCertificateCode);

describe('generateCertificateCode', () => {
  it('has at least 60 bits: 16 symbols of 30 with no easily confused ones', () => {
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(30);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[ILOU01]/);
    expect(CERTIFICATE_CODE_BITS).toBeGreaterThan(78);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{16}$/);
  });

  it('never repeats, even when made in the same millisecond', () => {
    expect(new Set(codes).size).toBe(COUNT);
  });

  it('spreads every position evenly over the alphabet (no fixed or time-like part)', () => {
    const expected = COUNT / 30;
    for (let position = 0; position < 16; position += 1) {
      const counts = new Map<string, number>();
      for (const code of codes) counts.set(code[position]!, (counts.get(code[position]!) ?? 0) + 1);
      expect(counts.size).toBe(30);
      // Chi-square with 29 degrees of freedom: above 70 happens by chance about once in 20,000 runs.
      const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      expect([position, chiSquare < 70]).toEqual([position, true]);
      // Shannon entropy per symbol close to log2(30) = 4.907 bits.
      const entropy = -[...counts.values()].reduce((sum, n) => sum + (n / COUNT) * Math.log2(n / COUNT), 0);
      expect(entropy).toBeGreaterThan(4.89);
    }
  });

  it('shares no prefix pattern between codes made one after another', () => {
    const prefixes = new Set(codes.slice(0, 2_000).map((code) => code.slice(0, 4)));
    // 810,000 possible prefixes: 2,000 random ones collide only a few times.
    expect(prefixes.size).toBeGreaterThan(1_990);
    const sameSymbols = codes.slice(1, 2_001).map((code, i) => [...code].filter((symbol, j) => symbol === codes[i]![j]).length);
    // Neighbours agree on about 16/30 of a symbol on average, as independent draws do.
    expect(sameSymbols.reduce((a, b) => a + b, 0) / sameSymbols.length).toBeLessThan(1);
  });
});

describe('normaliseCertificateCode', () => {
  it('reads a code in any case, with spaces or dashes of any kind', () => {
    const code = 'K7QM4XPA9TRDW2HN';
    for (const typed of ['K7QM-4XPA-9TRD-W2HN', 'k7qm 4xpa 9trd w2hn', ' k7qm4xpa9trdw2hn ', 'K7QM–4XPA—9TRD−W2HN']) {
      expect(normaliseCertificateCode(typed)).toBe(code);
    }
    expect(formatCertificateCode(code)).toBe('K7QM-4XPA-9TRD-W2HN');
  });

  it('refuses anything else', () => {
    for (const typed of ['', 'K7QM-4XPA-9TRD', 'K7QM-4XPA-9TRD-W2HNX', 'K7QM-4XPA-9TRD-W2H0', 'I7QM-4XPA-9TRD-W2HN', 'K7QM-4XPA-9TRD-W2H😀', 'K7QM\u00004XPA9TRDW2HN', 'x'.repeat(10_000)]) {
      expect(normaliseCertificateCode(typed)).toBeNull();
    }
  });
});
