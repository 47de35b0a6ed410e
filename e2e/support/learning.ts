import { expect, type Page } from '@playwright/test';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';
import { quizzes } from '@reentry/content/quizzes';
import { uniqueName } from './accounts';
import { axeViolations, describeViolations } from './axe';

export type Locale = 'en' | 'es';
export const locales: Locale[] = ['en', 'es'];
export const sizes = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** What the learning pages say, per language, as a visitor sees it. */
export const learningTexts = {
  en: {
    modulesHeading: 'Learning modules',
    locked: (n: number) => `Complete Module ${n} to Unlock`,
    lockedPage: (n: number) => `You need to complete Module ${n} before accessing this content`,
    startModule: 'Start Module',
    reviewModule: 'Review Module',
    contentTab: 'Module Content',
    quizTab: 'Quiz',
    quizTabLocked: 'Quiz (Login required)',
    logInToQuiz: 'Log in to take the quiz',
    startQuiz: 'Start Quiz',
    nextQuestion: 'Next Question',
    submitQuiz: 'Submit Quiz',
    question: (n: number, count: number) => `Question ${n} of ${count}`,
    passMark: (count: number) => `This quiz has ${count} questions. To pass, you need 70% or more.`,
    scored: (n: number) => `You scored ${n}%`,
    /** A pass says the spec's words: "Module completed! You scored {n}%. Great job!" (a title, then the score). */
    moduleCompleted: 'Module completed!',
    passedScored: (n: number) => `You scored ${n}%. Great job!`,
    tryAgain: 'Try again',
    incorrect: 'Incorrect',
    nextModule: 'Next Module',
    summary: (done: number, percent: number) => `You have completed ${done} of 5 modules (${percent}%).`,
    notifications: 'Notifications',
    moduleTitles: { 1: 'Introduction to Digital Currency', 2: 'Digital Wallets & Security', 3: 'Safe Cryptocurrency Practices', 6: 'Financial Literacy Basics' },
    resources: 'Resources',
    finance: 'Finance',
    courage: 'Courage',
    programs: 'Programs',
    couragePanel: 'Courage: faith-based support',
    programsPanel: 'Programs and services',
    idDocuments: 'ID documents',
    housing: 'Housing',
    howToBuy: 'How to buy our token',
    notPublished: 'is not published yet',
    copy: 'Copy Address',
    copied: 'Copied!',
    copiedToast: 'Contract address copied to clipboard',
    buy: 'Buy the token on the exchange',
    listen: 'Listen',
  },
  es: {
    modulesHeading: 'Módulos de aprendizaje',
    locked: (n: number) => `Termine el Módulo ${n} para desbloquear`,
    lockedPage: (n: number) => `Necesita terminar el Módulo ${n} antes de ver este contenido`,
    startModule: 'Empezar el módulo',
    reviewModule: 'Repasar el módulo',
    contentTab: 'Contenido del módulo',
    quizTab: 'Examen',
    quizTabLocked: 'Examen (debe iniciar sesión)',
    logInToQuiz: 'Iniciar sesión para hacer el examen',
    startQuiz: 'Empezar el examen',
    nextQuestion: 'Pregunta siguiente',
    submitQuiz: 'Enviar examen',
    question: (n: number, count: number) => `Pregunta ${n} de ${count}`,
    passMark: (count: number) => `Este examen tiene ${count} preguntas. Para aprobar, necesita 70 % o más.`,
    scored: (n: number) => `Obtuvo ${n} %`,
    moduleCompleted: '¡Módulo terminado!',
    passedScored: (n: number) => `Obtuvo ${n} %. ¡Buen trabajo!`,
    tryAgain: 'Intentar otra vez',
    incorrect: 'Incorrecta',
    nextModule: 'Módulo siguiente',
    summary: (done: number, percent: number) => `Ha terminado ${done} de 5 módulos (${percent} %).`,
    notifications: 'Notificaciones',
    moduleTitles: { 1: 'Introducción al dinero digital', 2: 'Billeteras digitales y seguridad', 3: 'Prácticas seguras con criptomonedas', 6: 'Conceptos básicos de finanzas' },
    resources: 'Recursos',
    finance: 'Finanzas',
    courage: 'Valor',
    programs: 'Programas',
    couragePanel: 'Valor: apoyo de grupos de fe',
    programsPanel: 'Programas y servicios',
    idDocuments: 'Documentos de identidad',
    housing: 'Vivienda',
    howToBuy: 'Cómo comprar nuestra ficha',
    notPublished: 'no hemos publicado la dirección',
    copy: 'Copiar dirección',
    copied: '¡Copiada!',
    copiedToast: 'La dirección del contrato se copió',
    buy: 'Comprar la ficha en la casa de cambio',
    listen: 'Escuchar',
  },
} as const;

/** Signs up a new learner through the API (the page's cookies then hold the session). */
export async function registerLearner(page: Page): Promise<string> {
  const username = uniqueName('quiz');
  const response = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { username, name: 'Quiz Tester', email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return username;
}

/** A module's questions with the label of the right option and of a wrong one, in a language. */
export function quizFor(moduleId: number, locale: Locale) {
  const quiz = quizzes[locale].find((q) => q.moduleId === moduleId)!;
  const key = quizAnswerKeys[locale].find((k) => k.moduleId === moduleId)!;
  return quiz.questions.map((question, index) => {
    const answer = key.answers[index]!;
    const wrong = question.options.find((option) => option.value !== answer.correctAnswer)!;
    return {
      text: question.text,
      right: question.options.find((option) => option.value === answer.correctAnswer)!.label,
      wrong: wrong.label,
      wrongWhy: answer.explanations[wrong.value],
      rightWhy: answer.explanations[answer.correctAnswer],
    };
  });
}

/** No WCAG 2.2 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string) {
  expect(describeViolations(await axeViolations(page)), state).toEqual([]);
}

/** Marks the document: still marked later means no full page load happened in between. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);
}
