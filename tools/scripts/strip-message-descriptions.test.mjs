import { createRequire } from 'node:module';

const strip = createRequire(import.meta.url)('../rspack/strip-message-descriptions.cjs');

describe('stripping message descriptions from browser builds', () => {
  it('drops the description after a defaultMessage, across lines and quote styles', () => {
    const source = `const m = defineMessages({
  title: { id: 'x.title', defaultMessage: 'It\\'s here', description: 'Page heading' },
  body: {
    id: 'x.body',
    defaultMessage: "Say \\"hi\\" to {name}",
    description: 'Text, with a comma',
  },
  year: { id: 'x.year', defaultMessage: \`© {year}\`, description: "Footer" },
});`;
    const out = strip(source);
    expect(out).not.toContain('description');
    expect(out).toContain("defaultMessage: 'It\\'s here' }");
    expect(out).toContain('defaultMessage: "Say \\"hi\\" to {name}",\n  },');
  });

  it('leaves other objects with a description alone', () => {
    const source = "const module = { id: 1, title: 'Budgeting', description: 'Make a plan for your money.' };";
    expect(strip(source)).toBe(source);
  });
});
