import { parse } from '@formatjs/icu-messageformat-parser';
import { precompileMessages } from '../rspack/precompile-messages.mjs';

// Runs the rewritten module (imports dropped, exports made locals) and returns the named values.
const evaluate = (code, names) =>
  new Function('defineMessages', 'defineMessage', code.replace(/^import.*$/gm, '').replace(/export /g, '').replace('<{ year: number }>', '') + `return { ${names} };`)(
    (x) => x,
    (x) => x,
  );

describe('precompileMessages', () => {
  it('compiles every descriptor\'s default text and drops its description, wherever it sits', () => {
    const source = `import { defineMessage, defineMessages } from 'react-intl';
export const m = defineMessages({
  a: { id: 'x.a', defaultMessage: 'A', description: 'first' },
  b: { id: 'x.b', description: 'middle, with a comma', defaultMessage: 'B {n, plural, one {# item} other {# items}}' },
  c: {
    description: \`multi
line\`,
    id: 'x.c',
    defaultMessage: \`C <b>bold</b>\`,
  },
});
export const one = defineMessage<{ year: number }>({ id: 'x.y', defaultMessage: '© {year}', description: "it's" });
const rule = { id: 'contracts.rule', defaultMessage: 'Enter {field}', description: 'a plain object' };
const notMessage = { id: 7, label: 'no defaultMessage here', description: 'kept' };
`;
    const out = precompileMessages(source, 'x.messages.ts');
    expect(out).not.toMatch(/first|middle|multi|it's|a plain object/);
    expect(out).toContain("description: 'kept'");
    expect(evaluate(out, 'm, one, rule, notMessage')).toEqual({
      m: {
        a: { id: 'x.a', defaultMessage: parse('A') },
        b: { id: 'x.b', defaultMessage: parse('B {n, plural, one {# item} other {# items}}') },
        c: { id: 'x.c', defaultMessage: parse('C <b>bold</b>') },
      },
      one: { id: 'x.y', defaultMessage: parse('© {year}') },
      rule: { id: 'contracts.rule', defaultMessage: parse('Enter {field}') },
      notMessage: { id: 7, label: 'no defaultMessage here', description: 'kept' },
    });
  });

  it('refuses a default text computed at run time (the browser has no parser)', () => {
    expect(() => precompileMessages("const d = { id: 'x', defaultMessage: text };", 'form.ts')).toThrow(/form\.ts:1: .*literal/);
  });

  it('refuses a message that does not parse, at build time', () => {
    expect(() => precompileMessages("const d = { id: 'x', defaultMessage: 'Hello {name' };")).toThrow();
  });

  it('leaves files without messages untouched', () => {
    const source = 'export const description = { description: "x" };';
    expect(precompileMessages(source)).toBe(source);
  });
});
