import type { ContentProblem } from '@reentry/contracts/content-studio';
import { contentStudioMessages } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { AppError } from '../../errors.js';
import { translate } from '../../i18n/translate.js';
import type { Problem } from './content-checks.js';

/** A message with its `{name}` parts filled in. */
function fill(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The problems as a client reads them: path, check, and what to do in the reader's language. */
export function describeProblems(locale: Locale, problems: readonly Problem[]): ContentProblem[] {
  return problems.map(({ path, check, values }) => ({ path, check, message: fill(translate(locale, contentStudioMessages[check].id), values) }));
}

/** 422: the draft has problems (every one listed, with its field path), and nothing was published. */
export class ContentChecksFailedError extends AppError {
  constructor(problems: readonly Problem[]) {
    super(422, 'CONTENT_CHECKS_FAILED', 'The document has problems.', {
      messageId: 'api.content.checksFailed',
      extra: (locale) => ({ problems: describeProblems(locale, problems) }),
    });
  }
}
