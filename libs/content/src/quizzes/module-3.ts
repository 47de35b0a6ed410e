import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz3: Record<Locale, Quiz> = {
  en: {
    moduleId: 3,
    questions: [
      q('guaranteed-profit', 'A new friend you met online says you can double your money in crypto, guaranteed. What is true?', ['A guarantee means there is no risk', 'A promise of guaranteed profit is a sign of a scam', 'It is safe if they show you screenshots of profits', 'It is safe if you start with a small amount']),
      q('which-money', 'Which money is OK to put into crypto?', ['Next month\'s rent', 'Money saved for court fines', 'Money left after bills and savings that you can afford to lose', 'A payday loan']),
      q('crypto-atm-call', 'A caller tells you to take cash to a crypto ATM and scan a QR code to "protect your money". What is this?', ['A new bank safety rule', 'A normal police request', 'A fast way to pay a bill', 'A scam']),
      q('first-transfer', 'You are sending crypto to your own wallet for the first time. What is a smart step?', ['Send a small test amount first and check the address', 'Send it all at once to save on fees', 'Type the address from memory', 'Use an address someone sent you in a chat']),
      q('where-to-report', 'You lost money to a crypto scam. What should you do?', ['Pay a company that calls offering to get it back', 'Report it at ReportFraud.ftc.gov and IC3.gov', 'Send more money to unlock your account', 'Say nothing, because nothing can be done']),
    ],
  },
  es: {
    moduleId: 3,
    questions: [
      q('guaranteed-profit', 'Un amigo nuevo que conoció en línea dice que puede duplicar su dinero en cripto, seguro. ¿Qué es cierto?', ['Si es seguro, no hay riesgo', 'Prometer ganancias seguras es señal de estafa', 'Es seguro si le muestra capturas de sus ganancias', 'Es seguro si empieza con poco']),
      q('which-money', '¿Qué dinero se puede poner en cripto?', ['La renta del mes que viene', 'El dinero para las multas de la corte', 'El que sobra después de cuentas y ahorro, y que puede perder', 'Un préstamo de día de pago']),
      q('crypto-atm-call', 'Alguien llama y le dice que lleve efectivo a un cajero de cripto y escanee un código QR para "proteger su dinero". ¿Qué es?', ['Una regla nueva de seguridad del banco', 'Un pedido normal de la policía', 'Una forma rápida de pagar una cuenta', 'Una estafa']),
      q('first-transfer', 'Va a mandar cripto a su propia billetera por primera vez. ¿Qué es lo más sensato?', ['Mandar primero una cantidad pequeña de prueba y revisar la dirección', 'Mandar todo de una vez para ahorrar en cargos', 'Escribir la dirección de memoria', 'Usar una dirección que alguien le mandó por chat']),
      q('where-to-report', 'Perdió dinero en una estafa de cripto. ¿Qué debe hacer?', ['Pagarle a una empresa que llama para recuperarlo', 'Reportarlo en ReportFraud.ftc.gov y en IC3.gov', 'Mandar más dinero para abrir su cuenta', 'No decir nada, porque no se puede hacer nada']),
    ],
  },
};
