import { useLocale } from '@reentry/platform';
import { XPostGenerator } from './x-post-generator';

/** The x-post-generator tab. A new language starts a new post from that language's templates. */
export function XPostTab() {
  const { locale } = useLocale();
  return <XPostGenerator key={locale} />;
}
