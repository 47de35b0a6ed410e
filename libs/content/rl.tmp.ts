import { textStats, fleschKincaidGrade, fernandezHuerta, requiredSpanishEase } from './src/readability/readability.ts';
const [en, es] = [process.argv[2], process.argv[3]];
const a = (await import(en)); const b = (await import(es));
const me = Object.values(a)[0] as any, ms = Object.values(b)[0] as any;
me.content.sections.forEach((s: any, i: number) => {
  const t = ms.content.sections[i];
  const se = textStats([...s.paragraphs, ...(s.bullets ?? [])], 'en');
  const ss = textStats([...t.paragraphs, ...(t.bullets ?? [])], 'es');
  const g = fleschKincaidGrade(se), f = fernandezHuerta(ss);
  console.log(s.id.padEnd(24), g.toFixed(1), f.toFixed(1), requiredSpanishEase(g), f >= requiredSpanishEase(g) ? 'ok' : 'FAIL', (se.words/se.sentences).toFixed(1), (se.syllables/se.words).toFixed(2), (ss.words/ss.sentences).toFixed(1), (ss.syllables/ss.words).toFixed(2));
});
