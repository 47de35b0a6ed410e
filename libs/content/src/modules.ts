import type { LearningModule } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';
import { module1En } from './modules/module-1.en.js';
import { module1Es } from './modules/module-1.es.js';
import { module2En } from './modules/module-2.en.js';
import { module2Es } from './modules/module-2.es.js';
import { module3En } from './modules/module-3.en.js';
import { module3Es } from './modules/module-3.es.js';
import { module4En } from './modules/module-4.en.js';
import { module4Es } from './modules/module-4.es.js';
import { module5En } from './modules/module-5.en.js';
import { module5Es } from './modules/module-5.es.js';
import { module6En } from './modules/module-6.en.js';
import { module6Es } from './modules/module-6.es.js';

/** The six learning modules, in order, per language. Same ids and section ids in both. */
export const modules: Record<Locale, readonly LearningModule[]> = {
  en: [module1En, module2En, module3En, module4En, module5En, module6En],
  es: [module1Es, module2Es, module3Es, module4Es, module5Es, module6Es],
};

/** One module by id (1 to 6), or undefined. */
export function getModule(locale: Locale, id: number): LearningModule | undefined {
  return modules[locale].find((m) => m.id === id);
}
