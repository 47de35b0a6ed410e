import type { Knex } from 'knex';
import { locales, type Locale } from '@reentry/contracts/locale';

interface SampleStory {
  name: string;
  location: string;
  occupation: string;
  story: string;
}

/** Sample testimonials so the home page is not empty on a new install. Fictional people, marked as samples. */
const SAMPLE_STORIES_EN: SampleStory[] = [
  {
    name: 'Marcus T. (sample story)',
    location: 'Columbus, Ohio',
    occupation: 'Warehouse team lead',
    story:
      'When I came home after twelve years, I had never used a debit card. The budgeting module helped me plan my first paycheck. Now I pay my bills on time and I am saving a little every month.',
  },
  {
    name: 'Denise R. (sample story)',
    location: 'Atlanta, Georgia',
    occupation: 'Home health aide',
    story:
      'I was afraid of banks. The lessons explained accounts and fees in plain words. I opened my first checking account, and I set up a small savings goal for my grandson.',
  },
  {
    name: 'Luis M. (sample story)',
    location: 'San Antonio, Texas',
    occupation: 'Apprentice electrician',
    story:
      'I had old fines and did not know where to start. The course showed me how to make a plan and ask for a payment schedule. Step by step, I am getting back on my feet.',
  },
];

/** The same fictional people, in Spanish, for Spanish readers. */
const SAMPLE_STORIES_ES: SampleStory[] = [
  {
    name: 'Marcus T. (historia de ejemplo)',
    location: 'Columbus, Ohio',
    occupation: 'Líder de equipo en un almacén',
    story:
      'Cuando volví a casa después de doce años, nunca había usado una tarjeta de débito. El módulo de presupuesto me ayudó a planear mi primer cheque de pago. Ahora pago mis cuentas a tiempo y ahorro un poco cada mes.',
  },
  {
    name: 'Denise R. (historia de ejemplo)',
    location: 'Atlanta, Georgia',
    occupation: 'Asistente de salud en el hogar',
    story:
      'Yo les tenía miedo a los bancos. Las lecciones explicaron las cuentas y los cargos con palabras sencillas. Abrí mi primera cuenta de cheques y me puse una pequeña meta de ahorro para mi nieto.',
  },
  {
    name: 'Luis M. (historia de ejemplo)',
    location: 'San Antonio, Texas',
    occupation: 'Aprendiz de electricista',
    story:
      'Tenía multas viejas y no sabía por dónde empezar. El curso me enseñó a hacer un plan y a pedir un plan de pagos. Paso a paso, me estoy recuperando.',
  },
];

const SAMPLES: Record<Locale, SampleStory[]> = { en: SAMPLE_STORIES_EN, es: SAMPLE_STORIES_ES };
/** The language the samples were written in; the others are marked as its translations. */
const SAMPLES_WRITTEN_IN: Locale = 'en';

/** The id of the sample in the language they were written in at the same place in the list, if it is there. */
async function originalSampleIds(knex: Knex): Promise<(number | null)[]> {
  const names = SAMPLES[SAMPLES_WRITTEN_IN].map((story) => story.name);
  const rows: { id: number; name: string }[] = await knex('success_stories').where({ locale: SAMPLES_WRITTEN_IN }).whereIn('name', names).select('id', 'name');
  return names.map((name) => rows.find((row) => row.name === name)?.id ?? null);
}

/**
 * Adds a language's sample stories only while no story in that language exists, so running it again (every
 * start) changes nothing, and an install from before Spanish samples existed gets them once. The Spanish samples
 * are marked as translations of the English ones, so each page shows them in its own language only.
 */
export async function seedSampleStories(knex: Knex): Promise<number> {
  let added = 0;
  const ordered = [SAMPLES_WRITTEN_IN, ...locales.filter((locale) => locale !== SAMPLES_WRITTEN_IN)];
  for (const locale of ordered) {
    const [{ count }] = (await knex('success_stories').where({ locale }).count({ count: '*' })) as [{ count: number }];
    if (count > 0) continue;
    const originals = locale === SAMPLES_WRITTEN_IN ? [] : await originalSampleIds(knex);
    await knex('success_stories').insert(
      SAMPLES[locale].map((story, index) => ({ ...story, locale, isApproved: true, translationOfId: originals[index] ?? null })),
    );
    added += SAMPLES[locale].length;
  }
  return added;
}
