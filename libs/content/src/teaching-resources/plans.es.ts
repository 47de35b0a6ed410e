import type { LessonPlan } from '@reentry/contracts/content-pages';

const session = { min: 60, max: 90 };
const materials = ['Guía impresa del módulo, una por persona', 'Lápices y papel', 'Pizarrón o rotafolio'];

/** Un plan de clase por módulo para sesiones en persona de 60 a 90 minutos. */
export const lessonPlansEs: LessonPlan[] = [
  {
    moduleId: 1, title: 'Introducción al dinero digital', durationMinutes: session,
    objectives: ['Explicar la diferencia entre dólares digitales y cripto.', 'Describir una blockchain en palabras sencillas.', 'Decir la regla: solo los estafadores piden cripto.'],
    materials,
    activities: [
      { id: 'warm-up', title: '¿Qué ha cambiado?', minutes: 10, description: 'Las personas anotan cómo se pagaba antes de entrar y cómo se paga ahora. Escriba las dos listas en el pizarrón.' },
      { id: 'record-book', title: 'El libro de registros compartido', minutes: 20, description: 'Cada persona lleva una copia de un registro de la clase. Muestre por qué nadie lo puede cambiar solo.' },
      { id: 'scam-text', title: 'Encuentre la estafa', minutes: 20, description: 'Lea en voz alta el mensaje falso del sheriff. Los grupos buscan las señales de alerta y deciden qué hacer.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 15, description: 'Hagan juntos la prueba del módulo y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Qué tipo de dinero digital usaría primero, y por qué?', '¿A quién llamaría si le llega un mensaje como el del ejemplo?'],
  },
  {
    moduleId: 2, title: 'Billeteras digitales y seguridad', durationMinutes: session,
    objectives: ['Distinguir una billetera con custodia de una sin custodia.', 'Proteger una frase de recuperación.', 'Poner una entrada segura en el teléfono.'],
    materials: [...materials, 'Tarjetas con frases de práctica (solo para practicar, nunca reales)'],
    activities: [
      { id: 'mailbox', title: 'La imagen del buzón', minutes: 10, description: 'Use el ejemplo del buzón para explicar direcciones y claves.' },
      { id: 'phrase-practice', title: 'Práctica con la frase', minutes: 20, description: 'Las personas copian a mano una frase de práctica y piensan dónde guardarla. Repita que las frases reales nunca se comparten.' },
      { id: 'fake-support', title: 'Juego del falso agente', minutes: 20, description: 'Una persona hace de agente falso. Las demás practican decir que no y terminar el chat.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 15, description: 'Hagan juntos la prueba del módulo y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Dónde en su casa podría guardar un papel seguro?', '¿Cómo revisaría que una app es real?'],
  },
  {
    moduleId: 3, title: 'Prácticas seguras con criptomonedas', durationMinutes: session,
    objectives: ['Poner lo necesario y el ahorro antes que cualquier cripto.', 'Nombrar seis estafas comunes con cripto.', 'Saber dónde reportar una estafa.'],
    materials,
    activities: [
      { id: 'needs-list', title: 'Primero lo necesario', minutes: 15, description: 'Las personas ordenan una lista de gastos del más urgente al menos urgente.' },
      { id: 'red-flags', title: 'Tarjetas de alerta', minutes: 20, description: 'Los grupos separan mensajes de ejemplo en seguros y estafas, y nombran la señal de alerta de cada uno.' },
      { id: 'reporting', title: 'Qué hacer después', minutes: 15, description: 'Muestre cómo reportar en ReportFraud.ftc.gov y en IC3.gov, y avise sobre las estafas de recuperación.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 15, description: 'Hagan juntos la prueba del módulo y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Por qué los estafadores presionan para actuar rápido?', '¿Con quién podría hablar antes de mandar dinero?'],
  },
  {
    moduleId: 4, title: 'Qué son las monedas meme', durationMinutes: session,
    objectives: ['Explicar por qué el precio de una moneda meme sube y baja tanto.', 'Describir una estafa de salida y un esquema de inflar y vender.', 'Revisar una ficha por la dirección de su contrato.'],
    materials,
    activities: [
      { id: 'hype-game', title: 'El juego de la moda', minutes: 20, description: 'Haga un mercado en papel: el precio sube cuando entra gente, y luego los primeros venden. Cuenten quién perdió dinero.' },
      { id: 'copycat', title: 'Encuentre la ficha real', minutes: 15, description: 'Muestre dos fichas con el mismo nombre y distinta dirección. Las personas buscan la oficial.' },
      { id: 'protections', title: '¿Quién lo protege?', minutes: 10, description: 'Compare un depósito en el banco con una moneda meme: seguro de la FDIC, devoluciones y reglas.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 15, description: 'Hagan juntos la prueba del módulo y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Qué le enseñó el juego sobre comprar tarde?', '¿Qué revisaría antes de comprar cualquier ficha?'],
  },
  {
    moduleId: 5, title: 'Pasos financieros después de salir', durationMinutes: session,
    objectives: ['Planear en orden las primeras semanas después de salir.', 'Sacar el dinero de una tarjeta de salida sin pagar cargos.', 'Conocer las opciones de cuentas de banco, deudas con la corte e informes de crédito.'],
    materials: [...materials, 'Una lista de cargos de ejemplo de una tarjeta prepagada', 'Teléfonos locales del 211 y de ayuda legal'],
    activities: [
      { id: 'first-weeks', title: 'Mi plan para las primeras semanas', minutes: 20, description: 'Cada persona llena un plan: documentos, tarjeta de salida, cuenta de banco, deudas con la corte e informes de crédito.' },
      { id: 'fee-list', title: 'Lea la lista de cargos', minutes: 15, description: 'Los grupos buscan las formas gratis de usar una tarjeta de salida en una lista de ejemplo.' },
      { id: 'court-debt', title: 'Hablar con la corte', minutes: 15, description: 'Practiquen cómo pedir al secretario de la corte el saldo por escrito y un plan de pago.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 15, description: 'Hagan juntos la prueba del módulo y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Qué paso le parece más difícil, y quién le podría ayudar?', '¿Qué papeles necesitará para una cuenta de banco?'],
  },
  {
    moduleId: 6, title: 'Conceptos básicos de finanzas', durationMinutes: session,
    objectives: ['Hacer un presupuesto sencillo del mes.', 'Explicar los puntajes de crédito de 300 a 850 y cómo crear crédito.', 'Comparar préstamos por su APR y planear cómo pagar deudas y multas.'],
    materials: [...materials, 'Hoja de presupuesto en blanco', 'Calculadoras'],
    activities: [
      { id: 'budget', title: 'Haga un presupuesto', minutes: 20, description: 'Use el ejemplo de Dana. Luego cada persona llena su hoja: primero lo necesario y de $10 a $20 para ahorro.' },
      { id: 'apr', title: 'Compare dos préstamos', minutes: 15, description: 'Compare en el pizarrón el costo de un préstamo de cooperativa y uno de día de pago.' },
      { id: 'debt-plan', title: 'Plan para deudas y multas', minutes: 15, description: 'Las personas anotan sus deudas y eligen: primero la más pequeña o primero la de más interés.' },
      { id: 'quiz-review', title: 'Prueba y repaso', minutes: 20, description: 'Hagan juntos la prueba de 7 preguntas y hablen de cada respuesta.' },
    ],
    discussionQuestions: ['¿Qué es algo necesario y algo que es un gusto en su presupuesto?', '¿Qué paso puede dar este mes para crear crédito?'],
  },
];
