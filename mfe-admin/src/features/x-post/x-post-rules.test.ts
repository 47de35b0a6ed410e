import { canShare, hasHashtag, postLength, tweetIntentUrl, withHashtag, withoutHashtag } from './x-post-rules';

describe('X post rules (spec section 5)', () => {
  it('adds a hashtag only if length + hashtag length + 1 is at most 280', () => {
    const tag = '#Reentry'; // 8 characters
    expect(withHashtag('a'.repeat(271), tag)).toBe(`${'a'.repeat(271)} ${tag}`); // 271 + 8 + 1 = 280
    expect(withHashtag('a'.repeat(272), tag)).toBeNull(); // 281
    expect(withHashtag('', tag)).toBe(tag);
    expect(withHashtag('Hello  ', tag)).toBe('Hello #Reentry');
  });

  it('counts characters as people do, and allows sharing only non-empty text within 280', () => {
    expect(postLength('🙂🙂')).toBe(2);
    expect(canShare('')).toBe(false);
    expect(canShare('   ')).toBe(false);
    expect(canShare('a'.repeat(280))).toBe(true);
    expect(canShare('a'.repeat(281))).toBe(false);
  });

  it('puts the text in the tweet-intent URL, encoded', () => {
    expect(tweetIntentUrl('Learn & grow #Reentry')).toBe('https://x.com/intent/post?text=Learn%20%26%20grow%20%23Reentry');
  });
});

describe('a hashtag the post already has', () => {
  it('is found as a whole word in any letter case, not inside a longer tag', () => {
    expect(hasHashtag('Free lessons #Reentry', '#Reentry')).toBe(true);
    expect(hasHashtag('#reentry, free lessons', '#Reentry')).toBe(true);
    expect(hasHashtag('Free lessons #ReentrySuccess', '#Reentry')).toBe(false);
    expect(hasHashtag('Free lessons', '#Reentry')).toBe(false);
  });

  it('is not added a second time', () => {
    expect(withHashtag('Hello #Reentry', '#Reentry')).toBe('Hello #Reentry');
    expect(withHashtag(withHashtag('', '#Reentry')!, '#Reentry')).toBe('#Reentry');
  });

  it('can be taken out again', () => {
    expect(withoutHashtag('Hello #Reentry #MoneySkills', '#Reentry')).toBe('Hello #MoneySkills');
    expect(withoutHashtag('#Reentry', '#Reentry')).toBe('');
    expect(withoutHashtag('Hello #ReentrySuccess', '#Reentry')).toBe('Hello #ReentrySuccess');
  });
});
