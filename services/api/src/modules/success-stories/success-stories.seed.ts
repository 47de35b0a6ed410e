import type { Knex } from 'knex';

/** Sample testimonials so the home page is not empty on a new install. Fictional people, marked as samples. */
const SAMPLE_STORIES = [
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

/** Adds the sample stories only while the table is empty, so running it again (every start) changes nothing. */
export async function seedSampleStories(knex: Knex): Promise<number> {
  const [{ count }] = (await knex('success_stories').count({ count: '*' })) as [{ count: number }];
  if (count > 0) return 0;
  await knex('success_stories').insert(SAMPLE_STORIES.map((story) => ({ ...story, isApproved: true })));
  return SAMPLE_STORIES.length;
}
