import { quizAnswersSoFarSchema, quizSubmissionSchema, quizValidationMessages as m } from './quiz';

const five = ['a', 'b', 'c', 'd', 'a'];

function firstError(value: unknown): [string, string] | undefined {
  const result = quizSubmissionSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('the quiz submission contract', () => {
  it('accepts one option value per question and drops anything else, such as a score', () => {
    expect(quizSubmissionSchema.parse({ moduleId: 1, answers: five, score: 100 })).toEqual({ moduleId: 1, answers: five });
    expect(quizSubmissionSchema.safeParse({ moduleId: 6, answers: [...five, 'a', 'b'] }).success).toBe(true);
  });

  it.each([
    ['too few answers', { moduleId: 1, answers: five.slice(1) }, ['answers', m.answersInvalid.id]],
    ['too many answers', { moduleId: 1, answers: [...five, 'a'] }, ['answers', m.answersInvalid.id]],
    ['far too many answers', { moduleId: 1, answers: Array(10_000).fill('a') }, ['answers', m.answersInvalid.id]],
    ['an unknown value', { moduleId: 1, answers: ['a', 'b', 'c', 'd', 'e'] }, ['answers.4', m.answersInvalid.id]],
    ['a NUL byte', { moduleId: 1, answers: ['a', 'b', 'c', 'd', 'a\u0000'] }, ['answers.4', m.answersInvalid.id]],
    ['answers as an object', { moduleId: 1, answers: { ['__proto__']: 'a' } }, ['answers', m.answersInvalid.id]],
    ['numbers as answers', { moduleId: 1, answers: [1, 2, 3, 4, 5] }, ['answers.0', m.answersInvalid.id]],
    ['module 0', { moduleId: 0, answers: five }, ['moduleId', m.moduleUnknown.id]],
    ['module 7', { moduleId: 7, answers: five }, ['moduleId', m.moduleUnknown.id]],
    ['module as a string', { moduleId: '1', answers: five }, ['moduleId', m.moduleUnknown.id]],
    ['module 1.5', { moduleId: 1.5, answers: five }, ['moduleId', m.moduleUnknown.id]],
  ])('refuses %s', (_label, value, expected) => {
    expect(firstError(value)).toEqual(expected);
  });
});

describe('the answers so far of a quiz posted a question at a time', () => {
  const options = (values: string[]) => values.map((value) => ({ value: value as 'a', label: value }));
  const quiz = { questions: [{ id: 'one', text: 'One?', options: options(['a', 'b', 'c', 'd']) }, { id: 'two', text: 'Two?', options: options(['a', 'b', 'c', 'd']) }] };
  const schema = quizAnswersSoFarSchema(quiz);

  it('accepts none, some or all of the answers, each one of its question\'s options', () => {
    for (const answers of [[], ['d'], ['a', 'c']]) expect(schema.safeParse(answers).success).toBe(true);
  });

  it.each([
    ['more answers than questions', ['a', 'b', 'c']],
    ['a value no option has', ['e']],
    ['a value that is not text', [1]],
  ])('refuses %s', (_label, answers) => {
    const result = schema.safeParse(answers);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(m.answersInvalid.id);
  });
});
