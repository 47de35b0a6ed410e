import type { HomeContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';

/** Home page mission-and-impact cards. "2 in 3" is the program's stated figure (spec section 1). */
export const home: Record<Locale, HomeContent> = {
  en: {
    missionCards: [
      { id: 'problem', title: 'The Problem', body: ['2 in 3 people in prison lack basic money skills. Many come home to apps, cards and online banks they have never used.'] },
      { id: 'mission', title: 'Our Mission', body: ['We help returning citizens and their families build money skills. We help them avoid scams and take their first steps with confidence.'] },
      { id: 'solution', title: 'Our Solution', body: ['Free lessons in plain words, made for people coming home.'], bullets: ['Self-paced online courses', 'In-person workshops in prisons and halfway houses', 'Printable guides', 'Completion certificates'] },
      { id: 'what-you-learn', title: 'What You\'ll Learn', body: ['The basics that make daily life easier.'], bullets: ['Budgeting', 'Credit', 'Loans and interest', 'Bank accounts', 'Savings', 'Paying off debt and legal fines'] },
      { id: 'delivery', title: 'How It\'s Delivered', body: ['Learn the way that works for you.'], bullets: ['Online course with 24/7 access', 'In-person sessions of 60 to 90 minutes', 'Train-the-trainer, with a licensed course for staff'] },
      { id: 'outcomes', title: 'Outcomes & Impact', body: ['Learners leave with a plan for their IDs, their release card and a bank account. They know how to spot scams. Each finished course earns a certificate.'] },
    ],
  },
  es: {
    missionCards: [
      { id: 'problem', title: 'El problema', body: ['2 de cada 3 personas presas no tienen conocimientos básicos de finanzas. Muchas vuelven a un mundo de apps, tarjetas y bancos en línea que nunca han usado.'] },
      { id: 'mission', title: 'Nuestra misión', body: ['Ayudamos a quienes vuelven a casa, y a sus familias, a manejar su dinero. Les ayudamos a evitar estafas y a dar sus primeros pasos con confianza.'] },
      { id: 'solution', title: 'Nuestra solución', body: ['Clases gratis y en palabras sencillas, hechas para quienes vuelven a casa.'], bullets: ['Cursos en línea a su propio ritmo', 'Talleres en persona en prisiones y casas de transición', 'Guías para imprimir', 'Certificados al terminar'] },
      { id: 'what-you-learn', title: 'Lo que aprenderá', body: ['Lo básico que hace más fácil el día a día.'], bullets: ['Presupuesto', 'Crédito', 'Préstamos e intereses', 'Cuentas de banco', 'Ahorro', 'Pagar deudas y multas'] },
      { id: 'delivery', title: 'Cómo se enseña', body: ['Aprenda de la forma que le sirva.'], bullets: ['Curso en línea abierto las 24 horas', 'Sesiones en persona de 60 a 90 minutos', 'Formación de instructores, con un plan de estudios con licencia'] },
      { id: 'outcomes', title: 'Resultados', body: ['Quien aprende sale con un plan para sus papeles, su tarjeta de salida y su cuenta de banco. Sabe ver las estafas. Cada curso terminado da un certificado.'] },
    ],
  },
};
