import { defineMessage, defineMessages } from 'react-intl';

export const xPostMessages = {
  ...defineMessages({
    heading: { id: 'admin.xpost.heading', defaultMessage: 'Write a post for X', description: 'Heading of the X post generator' },
    intro: { id: 'admin.xpost.intro', defaultMessage: 'Pick a kind of post to start from a template, change the words, add hashtags, then copy it or share it on X.', description: 'Intro of the X post generator' },
    category: { id: 'admin.xpost.category', defaultMessage: 'Kind of post', description: 'Label of the category choice' },
    mission: { id: 'admin.xpost.category.mission', defaultMessage: 'Mission', description: 'Post category' },
    impact: { id: 'admin.xpost.category.impact', defaultMessage: 'Impact', description: 'Post category' },
    programs: { id: 'admin.xpost.category.programs', defaultMessage: 'Programs', description: 'Post category' },
    custom: { id: 'admin.xpost.category.custom', defaultMessage: 'Custom (start from a blank post)', description: 'Post category' },
    templates: { id: 'admin.xpost.templates', defaultMessage: 'Templates', description: 'Label of the template buttons' },
    text: { id: 'admin.xpost.text', defaultMessage: 'Your post', description: 'Label of the post text box' },
    hashtags: { id: 'admin.xpost.hashtags', defaultMessage: 'Add a hashtag', description: 'Label of the hashtag buttons' },
    copy: { id: 'admin.xpost.copy', defaultMessage: 'Copy', description: 'Button that copies the post' },
    share: { id: 'admin.xpost.share', defaultMessage: 'Share to X', description: 'Link, shown as a button, that opens X in a new tab with the post (spec wording)' },
    tooLongTitle: { id: 'admin.xpost.tooLongTitle', defaultMessage: 'Character limit exceeded', description: 'Toast title (spec wording)' },
    tooLongBody: { id: 'admin.xpost.tooLongBody', defaultMessage: 'Adding this hashtag would exceed the 280 character limit', description: 'Toast text (spec wording)' },
    copiedTitle: { id: 'admin.xpost.copiedTitle', defaultMessage: 'Copied to clipboard', description: 'Toast title (spec wording)' },
    copiedBody: { id: 'admin.xpost.copiedBody', defaultMessage: 'Your post has been copied and is ready to share', description: 'Toast text (spec wording)' },
    copyFailedTitle: { id: 'admin.xpost.copyFailedTitle', defaultMessage: 'Could not copy', description: 'Toast title when the browser refused to copy' },
    copyFailedBody: { id: 'admin.xpost.copyFailedBody', defaultMessage: 'Select the text of the post and copy it yourself.', description: 'Toast text when copying failed' },
  }),
  template: defineMessage<{ number: string | number }>({ id: 'admin.xpost.template', defaultMessage: 'Template {number}', description: 'Button that loads one template' }),
  counter: defineMessage<{ count: string | number; max: string | number }>({ id: 'admin.xpost.counter', defaultMessage: '{count} / {max} characters', description: 'Character counter' }),
  over: defineMessage<{ count: string | number }>({ id: 'admin.xpost.over', defaultMessage: '{count, plural, one {# character} other {# characters}} over the limit. Make the post shorter to share it.', description: 'Shown when the post is too long' }),
  addHashtag: defineMessage<{ tag: string | number }>({ id: 'admin.xpost.addHashtag', defaultMessage: 'Add {tag}', description: 'Accessible name of a hashtag button' }),
  removeHashtag: defineMessage<{ tag: string | number }>({
    id: 'admin.xpost.removeHashtag',
    defaultMessage: 'Remove {tag}',
    description: 'Accessible name of a hashtag button whose hashtag the post already has (pressing it takes it out)',
  }),
};
