import { screen } from '@testing-library/react';
import { fakeApi, renderWithPlatform } from '../../test/render-with-platform';
import { WorkshopFaq } from './workshop-faq';

describe('WorkshopFaq', () => {
  it('gives the workshop facts: free, 2 to 3 hours, 3 to 4 weeks notice, a reply within 2 business days', async () => {
    await renderWithPlatform(<WorkshopFaq />, { fetch: fakeApi({}).fetch });
    expect(screen.getByRole('heading', { level: 2, name: 'Questions facilities ask' })).toBeTruthy();
    const text = screen.getByRole('region', { name: 'Questions facilities ask' }).textContent;
    for (const fact of ['free', '2 to 3 hours', '3 to 4 weeks', 'within 2 business days', 'projector']) expect(text).toContain(fact);
  });

  it('speaks Spanish to Spanish readers', async () => {
    await renderWithPlatform(<WorkshopFaq />, { fetch: fakeApi({}).fetch, locale: 'es' });
    expect(screen.getByRole('heading', { level: 3, name: '¿Cuánto cuesta un taller?' })).toBeTruthy();
    expect(screen.getByText('Un taller dura de 2 a 3 horas.')).toBeTruthy();
  });
});
