import type { Locale } from '@reentry/contracts/locale';

/** One block of guidance on the money plan pages. */
export interface GuideBlock {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/**
 * The words of "My first month's money plan" (issue 34): what to do first when the month does not add
 * up, the documents to get (the spec's guidance figures), getting money off a release card without fees,
 * court fines and fees, and the payment plan letter. A letter line's `{field}` is a box the learner fills.
 */
export interface MoneyPlanGuide {
  firstSteps: readonly string[];
  documents: readonly GuideBlock[];
  releaseCard: readonly string[];
  fines: readonly string[];
  letter: readonly string[];
}

/** The boxes of the payment plan letter, in the order they appear. */
export const letterFields = ['date', 'court', 'caseNumber', 'name', 'releaseDate', 'amount', 'monthly', 'contact'] as const;
export type LetterField = (typeof letterFields)[number];

const en: MoneyPlanGuide = {
  firstSteps: [
    'Get your ID documents first. You need them to get a job, a bank account and benefits.',
    'Next, look at the fees that add a penalty when they are late: court fines and fees, and supervision fees. If you cannot pay them in full, ask for a payment plan before the due date.',
    'Then look for more money coming in, like food benefits or help from family. Cut what you can from the other costs.',
  ],
  documents: [
    {
      id: 'social-security-card',
      title: 'Social Security card',
      paragraphs: [
        'A new Social Security card is free. You can get a new card up to 3 times a year and 10 times in your life.',
        'Ask at a Social Security office or at ssa.gov. Bring something that shows who you are, like your release papers.',
      ],
    },
    {
      id: 'birth-certificate',
      title: 'Birth certificate',
      paragraphs: [
        'A birth certificate often costs $10 to $25.',
        'Ask the office of vital records in the state where you were born. Some reentry programs pay for it.',
      ],
    },
    {
      id: 'state-id',
      title: 'State ID',
      paragraphs: [
        'You need a state ID for work, a bank account and many benefits.',
        'Take your birth certificate and Social Security card to the state ID office. Ask if there is a lower fee for people who were just released.',
      ],
    },
  ],
  releaseCard: [
    'Read the paper that came with the card. It lists every fee.',
    'Pay with the card at a store. Paying with the card is often free.',
    'Ask for cash back when you buy something at a store. This is often free.',
    'Ask a bank teller to take cash off the card. Many cards let you do this for free.',
    'Do not check your balance at an ATM. Check it online or by phone for free.',
    'Use the money soon or move it to your own bank account. Some cards charge a fee each month you do not use them.',
  ],
  fines: [
    'Write down each fine or fee, who you owe it to, and the case number.',
    'Find out which ones add a late fee or can send you back to court. Pay or plan those first.',
    'If you cannot pay, ask the court for a payment plan. You can also ask to do community service instead, or to pay less because of what you earn.',
    'Keep a copy of every letter and every receipt.',
  ],
  letter: [
    'Date: {date}',
    'To the clerk of {court}',
    'Case number: {caseNumber}',
    'My name is {name}. I was released on {releaseDate}. I owe {amount} in fines and fees in this case.',
    'I want to pay what I owe. Right now I cannot pay it all at once. I ask for a payment plan of {monthly} each month.',
    'Please also tell me if I can do community service instead, or pay less because of what I earn.',
    'You can reach me at {contact}.',
    'Thank you.',
  ],
};

const es: MoneyPlanGuide = {
  firstSteps: [
    'Primero consiga sus papeles de identidad. Los necesita para tener trabajo, una cuenta de banco y ayuda.',
    'Después vea los cargos que suben si los paga tarde. Son las multas y cargos de la corte y los de supervisión. Si no puede pagarlos, pida un plan de pagos antes de la fecha.',
    'Luego busque más dinero, como ayuda para comida o de su familia. Gaste menos en lo demás.',
  ],
  documents: [
    {
      id: 'social-security-card',
      title: 'Tarjeta de Seguro Social',
      paragraphs: [
        'Una tarjeta nueva del Seguro Social es gratis. Puede pedir una nueva hasta 3 veces al año y 10 veces en su vida.',
        'Pídala en una oficina del Seguro Social o en ssa.gov. Lleve algo que diga quién es, como sus papeles de salida.',
      ],
    },
    {
      id: 'birth-certificate',
      title: 'Acta de nacimiento',
      paragraphs: [
        'Un acta de nacimiento suele costar de $10 a $25.',
        'Pídala en el registro civil del estado donde nació. Hay programas que la pagan.',
      ],
    },
    {
      id: 'state-id',
      title: 'Identificación del estado',
      paragraphs: [
        'Necesita una identificación del estado para trabajar, abrir una cuenta de banco y recibir muchos beneficios.',
        'Lleve su acta de nacimiento y su tarjeta de Seguro Social a la oficina de identificación del estado. Pregunte si hay un cargo más bajo para personas que acaban de salir.',
      ],
    },
  ],
  releaseCard: [
    'Lea el papel que vino con la tarjeta. Ahí están todos los cargos.',
    'Pague con la tarjeta en una tienda. Pagar con la tarjeta muchas veces es gratis.',
    'Pida dinero en efectivo al comprar algo en una tienda. Esto muchas veces es gratis.',
    'Pida a un cajero del banco que saque efectivo de la tarjeta. Muchas tarjetas dejan hacerlo gratis.',
    'No revise su saldo en un cajero automático. Revíselo en línea o por teléfono, gratis.',
    'Use el dinero pronto o páselo a su propia cuenta de banco. Algunas tarjetas cobran cada mes que no las usa.',
  ],
  fines: [
    'Anote cada multa o cargo, a quién se lo debe y el número de caso.',
    'Averigüe cuáles suben si paga tarde o pueden llevarlo otra vez a la corte. Pague o planee esos primero.',
    'Si no puede pagar, pida a la corte un plan de pagos. También puede pedir hacer servicio comunitario, o pagar menos por lo que gana.',
    'Guarde una copia de cada carta y de cada recibo.',
  ],
  letter: [
    'Fecha: {date}',
    'Al secretario de {court}',
    'Número de caso: {caseNumber}',
    'Me llamo {name}. Salí el {releaseDate}. Debo {amount} en multas y cargos en este caso.',
    'Quiero pagar lo que debo. Ahora no puedo pagarlo todo de una vez. Pido un plan de pagos de {monthly} cada mes.',
    'Por favor, dígame también si puedo hacer servicio comunitario, o pagar menos por lo que gano.',
    'Me puede contactar en {contact}.',
    'Gracias.',
  ],
};

export const moneyPlanGuide: Record<Locale, MoneyPlanGuide> = { en, es };
