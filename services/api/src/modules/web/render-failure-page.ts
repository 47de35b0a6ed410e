import type { Locale } from '@reentry/contracts/locale';

const texts: Record<Locale, { title: string; body: string; home: string }> = {
  en: { title: 'Something went wrong', body: 'We could not show this page. Please try again in a moment.', home: 'Go to the home page' },
  es: { title: 'Algo salió mal', body: 'No pudimos mostrar esta página. Vuelva a intentarlo en un momento.', home: 'Ir a la página de inicio' },
};

/** A plain page for the rare render that fails outright (the shell itself broke), in the visitor's language. */
export function renderFailurePage(locale: Locale): string {
  const t = texts[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head><body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="/">${t.home}</a></p></main></body></html>`;
}
