import { practiceScenarios } from '@reentry/content/practice';

/** What the practice pages (issue 34, "Spot the scam") say, in both languages: one copy for the spec and the engines' journey. */
export const practiceTexts = {
  en: {
    heading: 'Spot the scam', question: 'What do you do?', check: 'Check my answer', right: 'Good choice!', wrong: 'Not the best choice',
    tryAgain: 'Try this one again', back: 'All practice messages', saved: 'Your answer is saved.', done: 'Done', notDone: 'Not done yet',
    count: (n: number) => `You have done ${n} of 14.`, listenAnswer: 'Listen: the answer', ifItHappened: 'If it already happened',
    real: 'This message is real.', answers: 'Answers', voice: { name: 'Samantha', lang: 'en-US' },
  },
  es: {
    heading: 'Descubra la estafa', question: '¿Qué hace usted?', check: 'Revisar mi respuesta', right: '¡Buena decisión!', wrong: 'No es la mejor decisión',
    tryAgain: 'Intentar este otra vez', back: 'Todos los mensajes de práctica', saved: 'Guardamos su respuesta.', done: 'Hecho', notDone: 'Sin hacer',
    count: (n: number) => `Ha hecho ${n} de 14.`, listenAnswer: 'Escuchar: la respuesta', ifItHappened: 'Si ya le pasó',
    real: 'Este mensaje es real.', answers: 'Respuestas', voice: { name: 'Paulina', lang: 'es-MX' },
  },
} as const;

/** A scenario as the content has it, with its best choice and one wrong choice picked out. */
export function practiceScenario(locale: 'en' | 'es', id: string) {
  const found = practiceScenarios[locale].find((s) => s.id === id)!;
  const best = found.choices.find((c) => c.value === found.best)!;
  const wrong = found.choices.find((c) => c.value !== found.best)!;
  return { ...found, bestChoice: best, wrongChoice: wrong };
}
