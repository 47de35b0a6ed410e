/**
 * @jest-environment node
 */
// The before-check as the server renders it (no script yet, or none at all): a link above the lesson, and
// at `?check=before` a real form posting to itself, its heading taking focus, every question a fieldset.
import { quizzes } from '@reentry/content/quizzes';
import { learner } from '../../test/fake-api';
import { preCheckApi } from '../../test/fake-pre-check';
import { pageOnServer } from '../../test/render-on-server';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the before-check in the server’s HTML', () => {
  it('offers a signed-in learner a link to it above the lesson', async () => {
    const { html } = await pageOnServer('/modules/1', { user: learner(), answers: preCheckApi() });
    expect(html).toContain('href="/modules/1?check=before"');
    expect(html.indexOf('What do you already know?')).toBeLessThan(html.indexOf('In this module'));
  });

  it('is a form posting to its own address, a fieldset a question, its heading focused', async () => {
    const { html, data } = await pageOnServer('/modules/1?check=before', { user: learner(), answers: preCheckApi() });
    const form = /<form[^>]*data-html-first[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/modules/1?check=before"');
    expect(html.match(/<fieldset/g)).toHaveLength(5);
    expect(html).toMatch(/<h2[^>]*autofocus[^>]*>What do you already know\?<\/h2>/i);
    for (const question of quizzes.en[0]!.questions) expect(html).toContain(escaped(question.text));
    expect(html).toContain('name="answer-5"');
    expect(html).not.toContain('In this module');
    expect(data).toContain('"answered":false');
  });

  it('shows a visitor the lesson, asking nothing', async () => {
    const { html } = await pageOnServer('/modules/1?check=before', { answers: preCheckApi() });
    expect(html).toContain('In this module');
    expect(html).not.toContain('<fieldset');
    expect(html).not.toContain('What do you already know?');
  });
});
