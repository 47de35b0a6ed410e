import type { Locale } from '@reentry/contracts/locale';

/**
 * What each module covers, as short phrases: the module cards list them, and each module reuses them.
 * Apart from the lessons so a page can show the cards without loading any lesson text.
 */
export const moduleTopics: Record<Locale, Record<number, string[]>> = {
  en: {
    1: ['What digital money is', 'Payment apps', 'What crypto is', 'How a blockchain works', 'Crypto is not a bank account', 'The first rule about scams'],
    2: ['What a digital wallet is', 'Two kinds of crypto wallets', 'Your recovery phrase', 'Strong sign-in', 'Phone safety', 'Fake support agents'],
    3: ['Needs come first', 'Price swings', 'Common crypto scams', 'Red flags', 'If you decide to buy', 'If you were scammed'],
    4: ['What meme coins are', 'Why prices jump and crash', 'Rug pulls and pump-and-dumps', 'Checking a token', 'Fewer protections', 'About our own token'],
    5: ['A plan for the first weeks', 'ID documents', 'Release cards without fees', 'Opening a bank account', 'Second-chance accounts', 'Court and legal debt', 'Credit reports'],
    6: ['Budgeting', 'Bank accounts', 'Savings', 'Credit', 'Loans and interest', 'Paying off debt and legal fines', 'Protecting your money'],
  },
  es: {
    1: ['Qué es el dinero digital', 'Apps de pago', 'Qué son las criptomonedas', 'Cómo funciona una blockchain', 'Una cripto no es una cuenta de banco', 'La primera regla sobre las estafas'],
    2: ['Qué es una billetera digital', 'Dos tipos de billeteras de cripto', 'Su frase de recuperación', 'Claves seguras', 'Cuidar el teléfono', 'Falsos agentes de ayuda'],
    3: ['Primero lo necesario', 'Cambios de precio', 'Estafas comunes con cripto', 'Señales de alerta', 'Si decide comprar', 'Si lo estafaron'],
    4: ['Qué son las monedas meme', 'Por qué suben y caen', 'Rug pulls e inflar y vender', 'Cómo revisar una ficha', 'Menos protecciones', 'Sobre nuestra propia ficha'],
    5: ['Un plan para las primeras semanas', 'Documentos de identidad', 'Tarjetas de salida sin cargos', 'Abrir una cuenta de banco', 'Cuentas de segunda oportunidad', 'Deudas con la corte', 'Informes de crédito'],
    6: ['Presupuesto', 'Cuentas de banco', 'Ahorro', 'Crédito', 'Préstamos e intereses', 'Pagar deudas y multas', 'Proteger su dinero'],
  },
};
