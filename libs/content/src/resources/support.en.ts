import type { Resources } from '@reentry/contracts/content-pages';
import { cite } from '../sources.js';

/** Courage tab: faith-based support. Groups of many faiths; all welcome people of any or no faith. */
export const courageEn: Resources['courage'] = {
  title: 'Courage: faith-based support',
  intro: [
    'Coming home takes courage. Many people find strength in faith and in a caring community.',
    'These national groups have helped people who were incarcerated and their families for years. Many serve people of any faith, or none. Your local church, mosque, synagogue or temple may also have a reentry ministry.',
  ],
  items: [
    { id: 'prison-fellowship', title: 'Prison Fellowship', body: ['A Christian group. It helps people in prison, people coming home and their families. Its Angel Tree program sends gifts to children whose parents are in prison.'], links: cite('en', 'prisonFellowship') },
    { id: 'salvation-army', title: 'The Salvation Army', body: ['A Christian church and charity with local centers. Many offer food, shelter, job help and recovery programs.'], links: cite('en', 'salvationArmy') },
    { id: 'catholic-charities', title: 'Catholic Charities USA', body: ['A network of local agencies that help with housing, food and job support. You do not need to be Catholic.'], links: cite('en', 'catholicCharities') },
    { id: 'aleph-institute', title: 'Aleph Institute', body: ['A Jewish group. It helps people in prison, people coming home and their families.'], links: cite('en', 'aleph') },
    { id: 'tayba-foundation', title: 'Tayba Foundation', body: ['A Muslim group. It offers classes and support to people in prison and after release.'], links: cite('en', 'tayba') },
  ],
};

/** Programs tab: the four accordions, each with real national and official links. */
export const programsEn: Resources['programs'] = {
  title: 'Programs and services',
  intro: ['These are the first things most people need after release. Each one links to the official office or a trusted national group.'],
  accordions: [
    {
      id: 'id-documents',
      title: 'ID documents',
      body: [
        'A Social Security card replacement is free. You can get up to 3 replacement cards a year and 10 in your life. Never pay a website to get one.',
        'A birth certificate comes from the vital records office of the state where you were born. It typically costs $10 to $25.',
      ],
      bullets: ['Ask your facility about help getting a Social Security card before release.', 'Keep your documents together in one safe folder.'],
      links: cite('en', 'ssaCard', 'cdcVitalRecords'),
    },
    {
      id: 'reentry-services',
      title: 'Reentry services',
      body: ['Reentry programs help with jobs, housing and benefits. Call 211 to find programs near you. Your case manager or parole officer can also refer you.'],
      bullets: ['CareerOneStop lists job centers and job training near you.', 'You may qualify for food, health and other benefits.'],
      links: cite('en', 'twoOneOne', 'nrrc', 'careerOneStop', 'usaBenefits', 'healthcare'),
    },
    {
      id: 'photo-id',
      title: 'Photo ID',
      body: [
        'Get a state ID card or a driver\'s license at your state motor vehicle office. Bring your Social Security card, your birth certificate and proof of where you live. Some states give free or low-cost IDs to people who were just released.',
        'To fly in the United States, you need a REAL ID card. A passport or another accepted ID also works.',
      ],
      links: cite('en', 'usaDmv', 'dhsRealId'),
    },
    {
      id: 'housing',
      title: 'Housing',
      body: [
        'Finding a home is often the hardest step. Call 211 to find shelters, transitional housing and rental help near you.',
        'HUD has information on public housing and rental help. Rules on criminal records vary, and many housing authorities look at each case. Free legal aid can help if you are turned down.',
      ],
      links: cite('en', 'twoOneOne', 'hud', 'salvationArmy', 'lawHelp'),
    },
  ],
};
