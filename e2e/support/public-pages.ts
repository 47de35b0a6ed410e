/**
 * Every public page, with the heading and a line of its main text in each language, as the
 * server must send them before any script runs. Remote issues add their pages' real texts here.
 */
export interface PublicPage {
  path: string;
  heading: { en: string; es: string };
  text: { en: string; es: string };
}

export const publicPages: PublicPage[] = [
  {
    path: '/',
    heading: { en: 'Build a successful future', es: 'Construya un futuro exitoso' },
    text: {
      en: 'Learn about money, banking and digital payments.',
      es: 'Aprenda sobre el dinero, los bancos y los pagos digitales.',
    },
  },
  {
    path: '/login',
    heading: { en: 'Log in', es: 'Iniciar sesión' },
    text: { en: 'Log in to take quizzes and save your progress.', es: 'Inicie sesión para hacer los exámenes y guardar su progreso.' },
  },
  {
    path: '/signup',
    heading: { en: 'Create an account', es: 'Crear una cuenta' },
    text: { en: 'It is free. Your account saves your progress.', es: 'Es gratis. Su cuenta guarda su progreso.' },
  },
  {
    path: '/forgot-password',
    heading: { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
    text: { en: 'We will send you a link to make a new password.', es: 'Le enviaremos un enlace para crear una contraseña nueva.' },
  },
  {
    path: '/certificates/verify',
    heading: { en: 'Check a certificate', es: 'Verificar un certificado' },
    text: { en: 'Type the code printed on the certificate to see if it is real.', es: 'Escriba el código impreso en el certificado para ver si es auténtico.' },
  },
  {
    path: '/modules',
    heading: { en: 'Learning modules', es: 'Módulos de aprendizaje' },
    text: { en: 'Complete Module 1 to Unlock', es: 'Termine el Módulo 1 para desbloquear' },
  },
  {
    path: '/modules/1',
    heading: { en: 'Introduction to Digital Currency', es: 'Introducción al dinero digital' },
    text: { en: 'Most money today moves as data, not as cash.', es: 'Hoy casi todo el dinero se mueve como datos, no en efectivo.' },
  },
  {
    path: '/resources',
    heading: { en: 'Resources', es: 'Recursos' },
    text: {
      en: 'A short guide to managing money after release.',
      es: 'Una guía corta para manejar su dinero después de salir.',
    },
  },
  {
    path: '/how-to-buy',
    heading: { en: 'How to buy our token', es: 'Cómo comprar nuestra ficha' },
    text: { en: 'These six steps explain how people buy our token.', es: 'Estos seis pasos explican cómo se compra nuestra ficha.' },
  },
  {
    path: '/schedule',
    heading: { en: 'Schedule a presentation', es: 'Programe una presentación' },
    text: { en: 'Ask us to hold a free workshop at your facility.', es: 'Pídanos un taller gratis en su centro.' },
  },
  {
    path: '/contact',
    heading: { en: 'Get in touch', es: 'Contáctenos' },
    text: { en: 'Send us a message. We will write back soon.', es: 'Envíenos un mensaje. Le responderemos pronto.' },
  },
  {
    path: '/assistance',
    heading: { en: 'Get help', es: 'Obtenga ayuda' },
    text: { en: 'Apply for help with housing and jobs.', es: 'Solicite ayuda con vivienda y empleo.' },
  },
  {
    path: '/share-your-story',
    heading: { en: 'Share your story', es: 'Comparta su historia' },
    text: { en: 'Your story can give hope to someone coming home.', es: 'Su historia puede dar esperanza a alguien que regresa a casa.' },
  },
  {
    path: '/donate',
    heading: { en: 'Donate', es: 'Haga una donación' },
    // The default site has no Stripe keys.
    text: { en: 'Online giving is not set up yet.', es: 'Las donaciones en línea todavía no están listas.' },
  },
  {
    path: '/practice',
    heading: { en: 'Spot the scam', es: 'Descubra la estafa' },
    text: { en: 'Read real-looking messages and choose what to do.', es: 'Lea mensajes que parecen reales y elija qué hacer.' },
  },
  {
    path: '/money-plan',
    heading: { en: 'My first month’s money plan', es: 'Mi plan de dinero para el primer mes' },
    text: { en: 'Plan the first 30 days after release.', es: 'Planee los primeros 30 días después de salir.' },
  },
  {
    path: '/impact',
    heading: { en: 'Outcomes & Impact', es: 'Resultados e impacto' },
    text: { en: 'What people did and learned on this site, counted from our own records.', es: 'Lo que las personas hicieron y aprendieron en este sitio, contado con nuestros propios registros.' },
  },
  {
    path: '/claim',
    heading: { en: 'Bring your class work into your account', es: 'Pase su trabajo de la clase a su cuenta' },
    text: { en: 'Log in, or make an account. You do not need an email.', es: 'Inicie sesión o cree una cuenta. No necesita correo electrónico.' },
  },
];

/** Text as it appears in HTML source (React escapes these characters). */
export function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}
