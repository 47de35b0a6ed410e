import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminSuccessStory } from '@reentry/contracts/admin-lists';
import { ApiError, useApi, useToast } from '@reentry/platform';
import { SubmitButton, TextAreaField, TextField } from '@reentry/ui';
import { patchRows } from '../../shared/update-rows';
import { useFailureToast } from '../../shared/use-failure-toast';
import { storyMessages as s } from './success-stories.messages';

type Fields = { story: string; location: string; occupation: string };

/**
 * The story's translation into the other language (issue 39, 4.3), in its details: staff write it here,
 * or correct it. It shows on the other language's home page with the original's name, photo and approval.
 */
export function StoryTranslationForm({ story }: { story: AdminSuccessStory }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const target = story.locale === 'en' ? 'es' : 'en';
  const language = intl.formatMessage(target === 'es' ? s.spanish : s.english);
  const [values, setValues] = useState<Fields>({ story: story.translation?.story ?? '', location: story.translation?.location ?? '', occupation: story.translation?.occupation ?? '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const save = useMutation({
    mutationFn: (body: Fields) => api.post<AdminSuccessStory>(`/api/admin/success-stories/${story.id}/translation`, body),
    onSuccess: (saved) => {
      setErrors({});
      patchRows(queryClient, 'success-stories', story.id, saved);
      toast({ title: intl.formatMessage(s.translationSaved, { name: story.name, language }), variant: 'success' });
    },
    onError: (error) => (error instanceof ApiError && error.fields ? setErrors(error.fields) : failed(error)),
  });
  if (story.translationOfId !== null) {
    return (
      <p className="admin-note">
        <FormattedMessage {...s.isTranslation} />
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const field = (name: keyof Fields) => ({ name, value: values[name], lang: target, error: errors[name], onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }) });
  return (
    <form className="admin-story-translation" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>
        <FormattedMessage {...(story.translation ? s.translationEdit : s.translationTitle)} values={{ language }} />
      </h3>
      <p className="admin-note">
        <FormattedMessage {...s.translationHint} />
      </p>
      <TextAreaField label={intl.formatMessage(s.translatedStory, { language })} rows={6} {...field('story')} />
      <TextField label={intl.formatMessage(s.translatedLocation, { language })} {...field('location')} />
      <TextField label={intl.formatMessage(s.translatedOccupation, { language })} {...field('occupation')} />
      <SubmitButton busy={save.isPending}>
        <FormattedMessage {...s.translationSave} values={{ language }} />
      </SubmitButton>
    </form>
  );
}
