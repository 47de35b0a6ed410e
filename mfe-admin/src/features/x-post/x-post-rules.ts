import { X_POST_MAX_LENGTH } from '@reentry/contracts/constants';

export const X_POST_CATEGORIES = ['mission', 'impact', 'programs', 'custom'] as const;
export type XPostCategory = (typeof X_POST_CATEGORIES)[number];

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const postLength = (text: string) => Array.from(text).length;

/** The tag as a whole word of the post, in any letter case (#reentry is #Reentry). */
const tagPattern = (tag: string) => new RegExp(`(^|\\s)${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'giu');

/** Whether the post already has this hashtag. */
export const hasHashtag = (text: string, tag: string) => tagPattern(tag).test(text);

/**
 * Spec section 5: a hashtag is added only if length + hashtag length + 1 is at most 280. A hashtag the post
 * already has is not added again (the text comes back as it was).
 */
export function withHashtag(text: string, tag: string): string | null {
  if (hasHashtag(text, tag)) return text;
  if (postLength(text) + postLength(tag) + 1 > X_POST_MAX_LENGTH) return null;
  return text === '' ? tag : `${text.replace(/\s+$/, '')} ${tag}`;
}

/** The post without this hashtag (every copy of it), spaces tidied where it stood. */
export function withoutHashtag(text: string, tag: string): string {
  return text.replace(tagPattern(tag), '').replace(/[ \t]{2,}/g, ' ').trim();
}

/** Share to X is possible with some text within the limit. */
export const canShare = (text: string) => text.trim() !== '' && postLength(text) <= X_POST_MAX_LENGTH;

/** X's post-intent page with the post as its text. */
export const tweetIntentUrl = (text: string) => `https://x.com/intent/post?text=${encodeURIComponent(text)}`;
