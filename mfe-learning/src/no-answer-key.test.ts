/**
 * @jest-environment node
 */
// No answer key before submission: nothing the browser (or this remote's server build) can load
// holds a quiz's correct answers or their explanations; only the API's grading answer does.
// Runs on the built remote (`dist/`, including `dist/server/`), which the test target builds first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';

const dist = path.resolve(__dirname, '../dist');
const contentDist = path.dirname(require.resolve('@reentry/content/quiz-answers'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?js(on)?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Source text as a reader sees it: string escapes (`\u00e9`, `\x27`, `\"`) decoded. */
function decoded(source: string): string {
  return source
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_m, a, b, c) => String.fromCodePoint(parseInt(a ?? b ?? c, 16)))
    .replace(/\\(["'`\\])/g, '$1');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What would give the key away: every explanation, and each question id next to its correct option. */
function giveaways(keys: readonly QuizAnswerKey[]): { name: string; test: (text: string) => boolean }[] {
  return keys.flatMap((key) =>
    key.answers.flatMap((answer) => [
      ...Object.entries(answer.explanations).map(([option, explanation]) => ({
        name: `module ${key.moduleId}, ${answer.questionId}, explanation of ${option}`,
        test: (text: string) => text.includes(explanation),
      })),
      {
        name: `module ${key.moduleId}, ${answer.questionId}, its correct option`,
        test: (text: string) =>
          new RegExp(`["']${escape(answer.questionId)}["']\\s*,\\s*(?:correctAnswer\\s*:\\s*)?["']${answer.correctAnswer}["']`).test(text) ||
          new RegExp(`questionId["']?\\s*:\\s*["']${escape(answer.questionId)}["']\\s*,\\s*["']?correctAnswer`).test(text),
      },
    ]),
  );
}

const checks = [...giveaways(quizAnswerKeys.en), ...giveaways(quizAnswerKeys.es)];

function leaks(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = decoded(readFileSync(file, 'utf8'));
    return checks.filter((check) => check.test(text)).map((check) => `${path.relative(dist, file)}: ${check.name}`);
  });
}

describe('the built learning remote', () => {
  const files = existsSync(dist) ? filesUnder(dist) : [];

  it('was built, browser and server parts, and carries no quiz at all: the questions come from the API (issue 43)', () => {
    expect(files.some((file) => file.includes(`${path.sep}server${path.sep}`))).toBe(true);
    const all = files.map((file) => decoded(readFileSync(file, 'utf8'))).join('\n');
    expect(all).not.toContain('What is a blockchain?');
    expect(all).not.toContain('¿Qué es una blockchain?');
  });

  it('holds no correct answer and no explanation', () => {
    expect(leaks(files)).toEqual([]);
  });

  it('would notice the answer key if it were there (checked on the content library\'s own build)', () => {
    const keyFiles = filesUnder(path.join(contentDist, 'quiz-answers'));
    const found = leaks(keyFiles);
    expect(found.length).toBe(checks.length);
  });
});
