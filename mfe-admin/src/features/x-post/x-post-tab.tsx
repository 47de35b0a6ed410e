import { useLocale } from '@reentry/platform';
import { QueryState } from '../../shared/list-state';
import { XPostGenerator } from './x-post-generator';
import { useXPostContent } from './x-post.query';

/** The x-post-generator tab: the published templates. A new language starts a new post from that language's templates. */
export function XPostTab() {
  const { locale } = useLocale();
  return <QueryState query={useXPostContent()}>{(shown) => <XPostGenerator key={locale} content={shown.document} />}</QueryState>;
}
