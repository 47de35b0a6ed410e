import { X_POST_MAX_LENGTH } from '@reentry/contracts/constants';

export const X_POST_CATEGORIES = ['mission', 'impact', 'programs', 'custom'] as const;
export type XPostCategory = (typeof X_POST_CATEGORIES)[number];

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const postLength = (text: string) => Array.from(text).length;

/** Spec section 5: a hashtag is added only if length + hashtag length + 1 is at most 280. */
export function withHashtag(text: string, tag: string): string | null {
  if (postLength(text) + postLength(tag) + 1 > X_POST_MAX_LENGTH) return null;
  return text === '' ? tag : `${text.replace(/\s+$/, '')} ${tag}`;
}

/** Share to X is possible with some text within the limit. */
export const canShare = (text: string) => text.trim() !== '' && postLength(text) <= X_POST_MAX_LENGTH;

/** X's post-intent page with the post as its text. */
export const tweetIntentUrl = (text: string) => `https://x.com/intent/post?text=${encodeURIComponent(text)}`;
