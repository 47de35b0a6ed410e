import { howToBuy } from '../how-to-buy.js';
import { home } from '../home.js';
import { modules } from '../modules.js';
import { moneyPlanGuide } from '../money-plan-guide.js';
import { practiceScenarios } from '../practice.js';
import { resources } from '../resources.js';
import { workshopFaq } from '../workshop-faq.js';
import { homeUnits, howToBuyUnits, moduleUnits, moneyPlanUnits, practiceUnits, resourcesUnits, workshopFaqUnits, type ReadingUnit } from './document-units.js';

export type { ReadingUnit };

/** Every reading unit of the package, in page order (the same units the content studio checks on publish). */
export function readingUnits(): ReadingUnit[] {
  return [
    ...modules.en.flatMap((en, i) => moduleUnits({ en, es: modules.es[i] })),
    ...resourcesUnits(resources),
    ...howToBuyUnits(howToBuy),
    ...homeUnits(home),
    ...workshopFaqUnits(workshopFaq),
    ...practiceUnits(practiceScenarios),
    ...moneyPlanUnits(moneyPlanGuide),
  ];
}
