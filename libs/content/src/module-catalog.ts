import type { ModuleSummary } from '@reentry/contracts/content';
import type { Locale } from '@reentry/contracts/locale';

/**
 * Each module's id, title, level and description: the light part that lists and cards need
 * (the home page, the modules page), without the lesson text. The modules reuse these.
 */
export const moduleCatalog: Record<Locale, readonly ModuleSummary[]> = {
  en: [
    {
      id: 1,
      title: 'Introduction to Digital Currency',
      level: 'Beginner',
      description: 'Learn what digital money is, how payment apps and crypto work, and the first rule for staying safe.',
    },
    {
      id: 2,
      title: 'Digital Wallets & Security',
      level: 'Beginner',
      description: 'Learn what a digital wallet is, how to protect your recovery phrase, and how to keep your phone and accounts safe.',
    },
    {
      id: 3,
      title: 'Safe Cryptocurrency Practices',
      level: 'Intermediate',
      description: 'Know the risks before you buy, spot the most common crypto scams, and know what to do if you are targeted.',
    },
    {
      id: 4,
      title: 'Understanding Meme Coins',
      level: 'Intermediate',
      description: 'Learn what meme coins are, why their prices jump and crash, and how rug pulls and fake tokens work.',
    },
    {
      id: 5,
      title: 'Post-Release Financial Steps',
      level: 'Advanced',
      description: 'A plan for your first weeks home: ID documents, your release card, a bank account, court debt and your credit reports.',
    },
    {
      id: 6,
      title: 'Financial Literacy Basics',
      level: 'Beginner',
      description: 'The money basics: budgeting, bank accounts, saving, credit, loans and interest, and paying off debt and legal fines.',
    },
  ],
  es: [
    {
      id: 1,
      title: 'Introducción al dinero digital',
      level: 'Beginner',
      description: 'Aprenda qué es el dinero digital, cómo funcionan las apps de pago y las criptomonedas, y la primera regla para estar seguro.',
    },
    {
      id: 2,
      title: 'Billeteras digitales y seguridad',
      level: 'Beginner',
      description: 'Aprenda qué es una billetera digital, cómo proteger su frase de recuperación y cómo cuidar su teléfono y sus cuentas.',
    },
    {
      id: 3,
      title: 'Prácticas seguras con criptomonedas',
      level: 'Intermediate',
      description: 'Conozca los riesgos antes de comprar, reconozca las estafas de cripto más comunes y sepa qué hacer si lo buscan a usted.',
    },
    {
      id: 4,
      title: 'Qué son las monedas meme',
      level: 'Intermediate',
      description: 'Aprenda qué son las monedas meme, por qué su precio sube y se desploma, y cómo funcionan las estafas de salida (cuando los creadores se llevan el dinero) y las fichas falsas.',
    },
    {
      id: 5,
      title: 'Pasos financieros después de salir',
      level: 'Advanced',
      description: 'Un plan para sus primeras semanas en casa: documentos, su tarjeta de salida, una cuenta de banco, deudas con la corte y sus informes de crédito.',
    },
    {
      id: 6,
      title: 'Conceptos básicos de finanzas',
      level: 'Beginner',
      description: 'Lo básico del dinero: presupuesto, cuentas de banco, ahorro, crédito, préstamos e intereses, y cómo pagar deudas y multas.',
    },
  ],
};
