import { stripMessageDescriptions } from '../rspack/strip-message-descriptions.mjs';

describe('stripMessageDescriptions', () => {
  it('drops descriptions from message descriptors, wherever they sit, and keeps everything else', () => {
    const source = `import { defineMessage, defineMessages } from 'react-intl';
export const m = defineMessages({
  a: { id: 'x.a', defaultMessage: 'A', description: 'first' },
  b: { id: 'x.b', description: 'middle, with a comma', defaultMessage: 'B {n}' },
  c: {
    description: \`multi
line\`,
    id: 'x.c',
    defaultMessage: 'C',
  },
});
export const one = defineMessage<{ year: number }>({ id: 'x.y', defaultMessage: '© {year}', description: "it's" });
const other = { id: 'keep', defaultMessage: 'not a call', description: 'kept' };
`;
    const out = stripMessageDescriptions(source, 'x.messages.ts');
    expect(out).not.toMatch(/first|middle|multi|it's/);
    expect(out).toContain("description: 'kept'");
    for (const kept of ["id: 'x.a', defaultMessage: 'A'", "id: 'x.b', defaultMessage: 'B {n}'", "id: 'x.c'", "defaultMessage: '© {year}'"]) {
      expect(out).toContain(kept);
    }
    // Still valid code, with the same messages.
    const run = new Function('defineMessages', 'defineMessage', out.replace(/^import.*$/m, '').replace(/export /g, '').replace('<{ year: number }>', '') + 'return { m, one };');
    const identity = (x) => x;
    expect(run(identity, identity)).toEqual({
      m: { a: { id: 'x.a', defaultMessage: 'A' }, b: { id: 'x.b', defaultMessage: 'B {n}' }, c: { id: 'x.c', defaultMessage: 'C' } },
      one: { id: 'x.y', defaultMessage: '© {year}' },
    });
  });

  it('leaves files without messages untouched', () => {
    const source = 'export const description = { description: "x" };';
    expect(stripMessageDescriptions(source)).toBe(source);
  });
});
