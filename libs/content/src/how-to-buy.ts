import type { HowToBuy } from '@reentry/contracts/content-pages';
import type { Locale } from '@reentry/contracts/locale';
import { cite } from './sources.js';

/**
 * `/how-to-buy` copy. The contract address, the network name and the exchange link are
 * configuration: the page shows them next to these steps.
 */
export const howToBuy: Record<Locale, HowToBuy> = {
  en: {
    title: 'How to buy our token',
    intro: ['These six steps explain how people buy our token. Read the security notice and the disclaimer first. You never need to buy the token to use our courses or get help.'],
    steps: [
      { id: 'get-a-wallet', title: 'Step 1: Get a wallet', paragraphs: ['Download a well-known self-custody wallet app from the official app store. Check that it works with the network shown on this page.', 'Write your recovery phrase on paper and keep it safe. Never share it.'] },
      { id: 'buy-network-coin', title: 'Step 2: Buy the network\'s coin', paragraphs: ['Each network uses its own coin to pay network fees. Buy a small amount of it from a well-known exchange. This page shows which coin you need.'] },
      { id: 'send-to-wallet', title: 'Step 3: Send it to your wallet', paragraphs: ['Copy your wallet address from your wallet app. Paste it into the exchange. Send a small test amount first, then the rest.'] },
      { id: 'open-exchange', title: 'Step 4: Open the exchange link', paragraphs: ['Use the buy link on this page. Do not use links from ads, chats or direct messages. Connect your wallet when the site asks.'] },
      { id: 'check-address', title: 'Step 5: Check the contract address', paragraphs: ['Copy the contract address from this page and paste it into the exchange. Check the first and last few characters. Fake tokens use the same name, but never the same address.'] },
      { id: 'swap-and-confirm', title: 'Step 6: Swap and confirm', paragraphs: ['Enter a small amount. Check the slippage setting and the network fee. Then confirm in your wallet. The token should show up in your wallet in a few minutes.'] },
    ],
    securityNotice: {
      id: 'security-notice',
      title: 'Security notice',
      paragraphs: [
        'Slippage is how much the price may change while your trade goes through. It is typically set between 1% and 5%. A very high setting can cost you a lot.',
        'Network fees are typically $0.01 to $1 on most networks, but they change. If a site asks for much more, stop.',
        'Fake support agents are common. They message you first, ask for your recovery phrase or send you to a site to "fix" or "sync" your wallet. Real support never does this.',
      ],
      bullets: ['Never share your recovery phrase.', 'Only use the contract address and link on this page.', 'Start with a small amount.'],
      sources: cite('en', 'ftcCrypto', 'reportFraud'),
    },
    disclaimer: {
      id: 'disclaimer',
      title: 'Disclaimer',
      paragraphs: [
        'This is not investment advice. Crypto is risky. The price of our token can go up or down fast, and it can lose all its value.',
        'Only use money you can afford to lose. Never use rent money, or money for fines, fees or child support. Crypto is not FDIC insured, and payments usually cannot be reversed. You may owe tax when you sell.',
      ],
      sources: cite('en', 'investorGov', 'irsDigitalAssets'),
    },
  },
  es: {
    title: 'Cómo comprar nuestra ficha',
    intro: ['Estos seis pasos explican cómo se compra nuestra ficha. Lea primero el aviso de seguridad y la advertencia. Nunca tiene que comprar la ficha para usar los cursos o pedir ayuda.'],
    steps: [
      { id: 'get-a-wallet', title: 'Paso 1: Consiga una billetera', paragraphs: ['Baje de la tienda oficial una app de billetera sin custodia que sea conocida. Revise que sirva para la red que muestra esta página.', 'Escriba su frase en papel y guárdela bien. Nunca se la dé a nadie.'] },
      { id: 'buy-network-coin', title: 'Paso 2: Compre la moneda de la red', paragraphs: ['Cada red usa su propia moneda para pagar los cargos de la red. Compre un poco en una casa de cambio conocida. Esta página le dice qué moneda necesita.'] },
      { id: 'send-to-wallet', title: 'Paso 3: Mándela a su billetera', paragraphs: ['Copie la dirección de su billetera en su app. Péguela en la casa de cambio. Mande primero una cantidad pequeña de prueba, y luego el resto.'] },
      { id: 'open-exchange', title: 'Paso 4: Abra el enlace de compra', paragraphs: ['Use el enlace de compra de esta página. No use enlaces de anuncios, chats ni mensajes directos. Conecte su billetera cuando la página se lo pida.'] },
      { id: 'check-address', title: 'Paso 5: Revise la dirección del contrato', paragraphs: ['Copie la dirección del contrato de esta página y péguela en la casa de cambio. Revise los primeros y los últimos caracteres. Las fichas falsas usan el mismo nombre, pero nunca la misma dirección.'] },
      { id: 'swap-and-confirm', title: 'Paso 6: Cambie y confirme', paragraphs: ['Ponga una cantidad chica. Revise el deslizamiento y el cargo de la red. Luego confirme en su billetera. En unos minutos, la ficha debe salir ahí.'] },
    ],
    securityNotice: {
      id: 'security-notice',
      title: 'Aviso de seguridad',
      paragraphs: [
        'El deslizamiento es cuánto puede cambiar el precio mientras se hace su compra. Suele estar entre el 1% y el 5%. Un número muy alto le puede costar mucho.',
        'Los cargos de la red suelen ser de $0.01 a $1 en casi todas las redes, pero cambian. Si una página le pide mucho más, pare.',
        'Hay muchos falsos agentes de ayuda. Le escriben primero, le piden su frase o lo mandan a una página para "arreglar" su billetera. La ayuda real nunca hace eso.',
      ],
      bullets: ['Nunca comparta su frase de recuperación.', 'Use solo la dirección del contrato y el enlace de esta página.', 'Empiece con poco.'],
      sources: cite('es', 'ftcCrypto', 'reportFraud'),
    },
    disclaimer: {
      id: 'disclaimer',
      title: 'Advertencia',
      paragraphs: [
        'Esto no es un consejo de inversión. Las cripto son riesgosas. El precio de nuestra ficha puede subir o bajar rápido, y puede perder todo su valor.',
        'Use solo dinero que puede perder. Nunca use el dinero de la renta, ni el de multas, cargos o la cuota de sus hijos. Las cripto no tienen el seguro de la FDIC, y los pagos casi nunca se pueden revertir. Puede deber impuestos cuando vende.',
      ],
      sources: cite('es', 'investorGov', 'irsDigitalAssets'),
    },
  },
};
