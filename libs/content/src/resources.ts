import type { Resources } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { financeEn } from './resources/finance.en.js';
import { financeEs } from './resources/finance.es.js';
import { courageEn, programsEn } from './resources/support.en.js';
import { courageEs, programsEs } from './resources/support.es.js';

/** `/resources` tabs: Finance (guide + tips), Courage (faith-based), Programs (accordions). */
export const resources: Record<Locale, Resources> = {
  en: { finance: financeEn, courage: courageEn, programs: programsEn },
  es: { finance: financeEs, courage: courageEs, programs: programsEs },
};
