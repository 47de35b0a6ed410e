import type { Resources } from '@reentry/contracts/content-pages';
import { cite } from '../sources.js';

/** Pestaña Valor: apoyo de grupos de fe. */
export const courageEs: Resources['courage'] = {
  title: 'Valor: apoyo de grupos de fe',
  intro: [
    'Volver a casa pide valor. Muchas personas encuentran fuerza en la fe y en una comunidad que las cuida.',
    'Estos grupos nacionales ayudan desde hace años a personas que estuvieron presas y a sus familias. Muchos ayudan a personas de cualquier fe, o sin fe. Su iglesia, mezquita, sinagoga o templo también puede tener un grupo de apoyo para quien sale.',
  ],
  items: [
    { id: 'prison-fellowship', title: 'Prison Fellowship', body: ['Un grupo cristiano. Apoya a personas en prisión, a quienes vuelven a casa y a sus familias. Su programa Angel Tree manda regalos a hijos de padres presos.'], links: cite('es', 'prisonFellowship') },
    { id: 'salvation-army', title: 'El Ejército de Salvación', body: ['Una iglesia cristiana y obra de caridad con centros locales. Muchos dan comida, albergue, ayuda con empleo y programas de recuperación.'], links: cite('es', 'salvationArmy') },
    { id: 'catholic-charities', title: 'Caridades Católicas', body: ['Una red de agencias locales. Ayudan con casa, comida y trabajo. No tiene que ser católico.'], links: cite('es', 'catholicCharities') },
    { id: 'aleph-institute', title: 'Aleph Institute', body: ['Un grupo judío. Apoya a personas en prisión, a quienes vuelven a casa y a sus familias.'], links: cite('es', 'aleph') },
    { id: 'tayba-foundation', title: 'Tayba Foundation', body: ['Un grupo musulmán. Da clases y apoyo a personas en prisión y después de salir.'], links: cite('es', 'tayba') },
  ],
};

/** Pestaña Programas: los cuatro acordeones. */
export const programsEs: Resources['programs'] = {
  title: 'Programas y servicios',
  intro: ['Esto es lo primero que casi todos necesitan al salir. Cada tema lleva a la oficina oficial o a un grupo nacional de confianza.'],
  accordions: [
    {
      id: 'id-documents',
      title: 'Documentos de identidad',
      body: [
        'Reponer la tarjeta de Seguro Social es gratis. Puede pedir hasta 3 tarjetas nuevas al año y 10 en toda su vida. Nunca le pague a una página web por ella.',
        'El acta de nacimiento se pide a la oficina de registro civil del estado donde nació. Suele costar de $10 a $25.',
      ],
      bullets: ['Pregunte en su centro si le ayudan a pedir la tarjeta de Seguro Social antes de salir.', 'Guarde sus documentos juntos en una carpeta segura.'],
      links: cite('es', 'ssaCard', 'cdcVitalRecords'),
    },
    {
      id: 'reentry-services',
      title: 'Servicios de reingreso',
      body: ['Los programas de reingreso ayudan con empleo, vivienda, beneficios y apoyo. Empiece con el 211 para programas locales. Pida ideas a su trabajador social o a su oficial de libertad condicional.'],
      bullets: ['CareerOneStop muestra centros de empleo y cursos cerca de usted.', 'Puede calificar para ayuda con comida, salud y otros beneficios.'],
      links: cite('es', 'twoOneOne', 'nrrc', 'careerOneStop', 'usaBenefits', 'healthcare'),
    },
    {
      id: 'photo-id',
      title: 'Identificación con foto',
      body: [
        'Saque una identificación del estado o una licencia de manejar. Se hace en la oficina de vehículos de su estado. Lleve su tarjeta de Seguro Social, su acta de nacimiento y una prueba de dónde vive. Algunos estados la dan gratis o barata a quien acaba de salir.',
        'Para volar en Estados Unidos necesita una tarjeta REAL ID. También sirve un pasaporte u otra identificación aceptada.',
      ],
      links: cite('es', 'usaDmv', 'dhsRealId'),
    },
    {
      id: 'housing',
      title: 'Vivienda',
      body: [
        'Encontrar casa suele ser el paso más difícil. Llame al 211 para buscar albergues, casas de transición y ayuda con la renta cerca de usted.',
        'HUD tiene información sobre vivienda pública y ayuda con la renta. Las reglas sobre antecedentes cambian según el lugar, y muchas agencias miran cada caso. La ayuda legal gratis lo puede apoyar si le dicen que no.',
      ],
      links: cite('es', 'twoOneOne', 'hud', 'salvationArmy', 'lawHelp'),
    },
  ],
};
