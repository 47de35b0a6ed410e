import type { Locale } from '@reentry/contracts/locale';
import { howToBuy } from '../how-to-buy.js';
import { home } from '../home.js';
import { modules } from '../modules.js';
import { moneyPlanGuide } from '../money-plan-guide.js';
import { practiceScenarios } from '../practice.js';
import { resources } from '../resources.js';
import { workshopFaq } from '../workshop-faq.js';

/** A piece of reading content measured as one: a module section, a guide section, a card. */
export interface ReadingUnit {
  group: string;
  id: string;
  text: Record<Locale, string[]>;
}

interface Block {
  id: string;
  paragraphs?: readonly string[];
  body?: readonly string[];
  answer?: readonly string[];
  bullets?: readonly string[];
}

const blocks = (b: Block | undefined): string[] =>
  b ? [...(b.paragraphs ?? b.body ?? b.answer ?? []), ...(b.bullets ?? [])] : [];

/** Pairs English and Spanish blocks by position; the parity test checks their ids match. */
function pair(group: string, en: readonly Block[], es: readonly Block[]): ReadingUnit[] {
  return en.map((b, i) => ({ group, id: b.id, text: { en: blocks(b), es: blocks(es[i]) } }));
}

/** Every reading unit of the package, in page order. */
export function readingUnits(): ReadingUnit[] {
  const units: ReadingUnit[] = [];
  modules.en.forEach((m, i) => {
    units.push(...pair(`Module ${m.id}`, m.content.sections, modules.es[i]?.content.sections ?? []));
  });
  const [en, es] = [resources.en, resources.es];
  units.push(...pair('Finance guide', en.finance.guide.sections, es.finance.guide.sections));
  units.push(...pair('Finance tips', en.finance.tips, es.finance.tips));
  units.push({ group: 'Courage', id: 'intro', text: { en: [...en.courage.intro], es: [...es.courage.intro] } });
  units.push(...pair('Courage', en.courage.items, es.courage.items));
  units.push(...pair('Programs', en.programs.accordions, es.programs.accordions));
  const buy = (l: Locale) => [...howToBuy[l].steps, howToBuy[l].securityNotice, howToBuy[l].disclaimer];
  units.push(...pair('How to buy', buy('en'), buy('es')));
  units.push(...pair('Home', home.en.missionCards, home.es.missionCards));
  units.push(...pair('Workshop FAQ', workshopFaq.en, workshopFaq.es));
  practiceScenarios.en.forEach((scenario, i) => {
    const text = (l: Locale) => {
      const s = l === 'en' ? scenario : practiceScenarios.es[i]!;
      return [...s.message.lines, ...s.choices.flatMap((c) => [c.label, c.explanation]), ...(s.ifItHappened ?? [])];
    };
    units.push({ group: 'Spot the scam', id: scenario.id, text: { en: text('en'), es: text('es') } });
  });
  units.push(...moneyPlanUnits());
  return units;
}

/** The money plan's guidance; a letter's boxes are read as "this". */
function moneyPlanUnits(): ReadingUnit[] {
  const [en, es] = [moneyPlanGuide.en, moneyPlanGuide.es];
  const letter = (lines: readonly string[]) => lines.map((line) => line.replace(/\{\w+\}/g, 'this'));
  return [
    { group: 'Money plan', id: 'first-steps', text: { en: [...en.firstSteps], es: [...es.firstSteps] } },
    ...pair('Money plan', en.documents, es.documents),
    { group: 'Money plan', id: 'release-card', text: { en: [...en.releaseCard], es: [...es.releaseCard] } },
    { group: 'Money plan', id: 'fines', text: { en: [...en.fines], es: [...es.fines] } },
    { group: 'Money plan', id: 'letter', text: { en: letter(en.letter), es: letter(es.letter) } },
  ];
}
