import { defineMessages } from 'react-intl';

export const shareStoryMessages = defineMessages({
  heading: { id: 'forms.shareStory.heading', defaultMessage: 'Tell your story', description: 'Heading above the share-your-story form' },
  reviewNote: {
    id: 'forms.shareStory.reviewNote',
    defaultMessage: 'Our team reads every story before it goes on the site. We may shorten it.',
    description: 'What happens to a shared story',
  },
  name: { id: 'forms.shareStory.name', defaultMessage: 'Name', description: 'Label' },
  nameHint: {
    id: 'forms.shareStory.nameHint',
    defaultMessage: 'This name is shown with your story. You can use only your first name and last initial.',
    description: 'Hint under the name',
  },
  story: { id: 'forms.shareStory.story', defaultMessage: 'Your Story', description: 'Label' },
  storyHint: { id: 'forms.shareStory.storyHint', defaultMessage: 'How did learning about money help you? At least 20 characters.', description: 'Hint under the story' },
  location: { id: 'forms.shareStory.location', defaultMessage: 'Location', description: 'Label' },
  locationHint: { id: 'forms.shareStory.locationHint', defaultMessage: 'City and state, shown with your story.', description: 'Hint under the location' },
  occupation: { id: 'forms.shareStory.occupation', defaultMessage: 'Occupation', description: 'Label' },
  occupationHint: { id: 'forms.shareStory.occupationHint', defaultMessage: 'Your job or what you do, shown with your story.', description: 'Hint under the occupation' },
  consent: {
    id: 'forms.shareStory.consent',
    defaultMessage: 'I agree that my story, name, location and occupation may be published on this website.',
    description: 'Consent checkbox label',
  },
  submit: { id: 'forms.shareStory.submit', defaultMessage: 'Share My Story', description: 'Submit button' },
  submitting: { id: 'forms.shareStory.submitting', defaultMessage: 'Submitting...', description: 'Submit button while sending (spec wording)' },
  okTitle: { id: 'forms.shareStory.okTitle', defaultMessage: 'Story Sent', description: 'Success toast title' },
  okBody: {
    id: 'forms.shareStory.okBody',
    defaultMessage: 'Thank you for sharing! We will read your story before it appears on the site.',
    description: 'Success toast text',
  },
  failTitle: { id: 'forms.shareStory.failTitle', defaultMessage: 'Submission Failed', description: 'Failure toast title' },
  failBody: { id: 'forms.shareStory.failBody', defaultMessage: 'There was an error sending your story. Please try again.', description: 'Failure toast text' },
});
