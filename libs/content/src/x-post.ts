import type { XPostContent } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';

/** Admin X post generator: 3 templates per category and 10 hashtags, each template under 280 characters. */
export const xPost: Record<Locale, XPostContent> = {
  en: {
    templates: {
      mission: [
        'Coming home after prison means learning a new world of apps, cards and online banking. We teach money skills in plain language, for free.',
        'Our mission: help returning citizens and their families build money skills, avoid scams and take confident first steps after release.',
        'A second chance needs a first bank account, a budget and the skills to spot a scam. That is what we teach.',
      ],
      impact: [
        '2 in 3 incarcerated people lack basic financial literacy. Every workshop and finished course helps change that.',
        'Our learners leave with a plan: ID documents, a bank account and the skills to spot scams. Every finished course earns a certificate.',
        'Thank you to every facility, volunteer and donor who helps returning citizens build a stable financial future.',
      ],
      programs: [
        'Free self-paced online courses: budgeting, credit, bank accounts, savings, digital wallets and crypto safety. Learn any time, 24/7.',
        'We bring free in-person workshops to prisons, jails and halfway houses. Facilities: request one at least 3 to 4 weeks ahead.',
        'Train-the-trainer: we equip facility staff with a licensed curriculum, lesson plans and printable guides.',
      ],
    },
    hashtags: ['#FinancialLiteracy', '#Reentry', '#SecondChances', '#ReturningCitizens', '#MoneySkills', '#Budgeting', '#CreditBuilding', '#ScamAwareness', '#CryptoSafety', '#CriminalJusticeReform'],
  },
  es: {
    templates: {
      mission: [
        'Volver a casa después de prisión es aprender un mundo nuevo de apps, tarjetas y bancos en línea. Enseñamos a manejar el dinero en palabras sencillas, gratis.',
        'Nuestra misión: ayudar a quienes regresan a la comunidad, y a sus familias, a manejar su dinero, evitar estafas y empezar con confianza.',
        'Una segunda oportunidad necesita una primera cuenta de banco, un presupuesto y saber reconocer una estafa. Eso enseñamos.',
      ],
      impact: [
        '2 de cada 3 personas presas no tienen conocimientos básicos de finanzas. Cada taller y cada curso terminado ayuda a cambiarlo.',
        'Quienes aprenden con nosotros salen con un plan: documentos, una cuenta de banco y saber reconocer estafas. Cada curso terminado da un certificado.',
        'Gracias a cada centro, voluntario y donante que ayuda a quienes regresan a construir un futuro financiero estable.',
      ],
      programs: [
        'Cursos en línea gratis y a su ritmo: presupuesto, crédito, cuentas de banco, ahorro, billeteras digitales y seguridad con cripto. Abiertos 24/7.',
        'Llevamos talleres gratis en persona a prisiones, cárceles y casas de transición. Centros: pídanlo con 3 a 4 semanas de anticipación.',
        'Formación de instructores: damos al personal de los centros un plan de estudios con licencia, planes de clase y guías para imprimir.',
      ],
    },
    hashtags: ['#EducaciónFinanciera', '#Reinserción', '#SegundasOportunidades', '#Reentry', '#FinancialLiteracy', '#Presupuesto', '#CréditoSano', '#EvitaEstafas', '#CriptoSegura', '#JusticiaSocial'],
  },
};
