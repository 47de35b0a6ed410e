import type { FaqItem } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';

/** `/schedule` FAQ for facilities requesting a workshop (spec sections 1 and 9). */
export const workshopFaq: Record<Locale, readonly FaqItem[]> = {
  en: [
    { id: 'cost', question: 'How much does a workshop cost?', answer: ['Nothing. Workshops are free for prisons, jails, halfway houses and reentry programs.'] },
    { id: 'length', question: 'How long is a workshop?', answer: ['A workshop lasts 2 to 3 hours.'] },
    { id: 'notice', question: 'How far ahead should we ask?', answer: ['Please ask at least 3 to 4 weeks before the date you want. This gives time for security clearance and planning.'] },
    { id: 'reply', question: 'When will we hear back?', answer: ['We reply within 2 business days.'] },
    { id: 'technology', question: 'What technology do we need?', answer: ['Tell us what your facility allows in the special requirements box. A screen or projector helps. If devices are not allowed, we use printed guides.'] },
  ],
  es: [
    { id: 'cost', question: '¿Cuánto cuesta un taller?', answer: ['Nada. Los talleres son gratis para prisiones, cárceles, casas de transición y programas de reingreso.'] },
    { id: 'length', question: '¿Cuánto dura un taller?', answer: ['Un taller dura de 2 a 3 horas.'] },
    { id: 'notice', question: '¿Con cuánto tiempo debemos pedirlo?', answer: ['Pídalo por lo menos de 3 a 4 semanas antes de la fecha que quiere. Así hay tiempo para los permisos de seguridad y para planear.'] },
    { id: 'reply', question: '¿Cuándo nos contestan?', answer: ['Le contestamos en 2 días hábiles.'] },
    { id: 'technology', question: '¿Qué equipo necesitamos?', answer: ['Díganos qué permite su centro en el campo de requisitos especiales. Ayuda tener una pantalla o un proyector. Si no se permiten aparatos, usamos guías impresas.'] },
  ],
};
