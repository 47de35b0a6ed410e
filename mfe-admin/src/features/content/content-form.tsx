import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentProblem, ContentRecord } from '@reentry/contracts/content-studio';
import { OVERRIDABLE_CONTENT_CHECKS, type ContentKey } from '@reentry/contracts/content-studio-rules';
import { useLocale, useSession } from '@reentry/platform';
import { busyButtonProps, SubmitButton, TextAreaField } from '@reentry/ui';
import { useEditorActions } from './content-actions';
import { DocumentFields, ProblemsContext } from './content-fields';
import type { ContentDoc } from './content-paths';
import { contentMessages as m } from './content.messages';
import { DocumentKeyContext } from './list-controls';
import { ConflictPanel } from './conflict-panel';
import { DiscardDraft } from './discard-draft';
import { ProblemSummary } from './problem-summary';
import { ItemNamesContext, itemNamesOf } from './path-words';

type Actions = ReturnType<typeof useEditorActions>;

/** Problems by path, for the fields to show their own. */
function byPath(problems: ContentProblem[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { path, message } of problems) found.set(path, [...(found.get(path) ?? []), message]);
  return found;
}

/** An admin may publish past the soft checks (reading level, links, bold) with a reason; the API refuses anyone else. */
function OverrideForm({ onPublish, busy }: { onPublish: (reason: string) => void; busy: boolean }) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <section className="admin-content__override" aria-labelledby={id}>
      <h3 id={id}>
        <FormattedMessage {...m.overrideTitle} />
      </h3>
      <TextAreaField name="overrideReason" label={intl.formatMessage(m.overrideReason)} hint={intl.formatMessage(m.overrideHint)} value={reason} rows={2} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <button type="button" className="button button--secondary" {...busyButtonProps(busy)} onClick={() => onPublish(reason)}>
        <FormattedMessage {...m.overrideSubmit} />
      </button>
    </section>
  );
}

/** Save draft and Publish (publish saves first); the override for an admin when only soft checks fail. */
function EditorButtons({ actions }: { actions: Actions }) {
  const { values, dirty, isSubmitting, setValues } = useFormikContext<ContentDoc>();
  const { user } = useSession();
  const set = (next: ContentDoc) => void setValues(next, false);
  const publish = (reason?: string) => void actions.publish(values, dirty, set, reason === undefined ? undefined : { reason });
  const soft = actions.problems.length > 0 && actions.problems.every((problem) => OVERRIDABLE_CONTENT_CHECKS.has(problem.check));
  return (
    <div className="admin-content__actions">
      <SubmitButton busy={isSubmitting}>
        <FormattedMessage {...(isSubmitting ? m.saving : m.save)} />
      </SubmitButton>
      <button type="button" className="button" {...busyButtonProps(actions.publishing)} onClick={() => publish()}>
        <FormattedMessage {...(actions.publishing ? m.publishing : m.publish)} />
      </button>
      <p className="admin-note">
        <FormattedMessage {...m.publishHint} />
      </p>
      {user?.isAdmin && soft && <OverrideForm busy={actions.busy} onPublish={publish} />}
      {actions.live !== null && <DiscardDraft live={actions.live} busy={actions.discarding} onDiscard={actions.discard} />}
    </div>
  );
}

/** The form's parts that read Formik's state: the conflict, the problems at the top and at each field, the buttons. */
function EditorBody({ actions }: { actions: Actions }) {
  const problems = useMemo(() => byPath(actions.problems), [actions.problems]);
  return (
    <ProblemsContext.Provider value={problems}>
      {actions.conflict && <ConflictPanel conflict={actions.conflict} />}
      <ProblemSummary problems={actions.problems} />
      <DocumentFields />
      <EditorButtons actions={actions} />
    </ProblemsContext.Provider>
  );
}

/**
 * One document, English and Spanish side by side, field by field, made from its shape. Saved as a whole
 * with the version it was read at. A new draft from this editor's own action (a save, a rollback) becomes
 * the form's starting point again; the record is not refetched behind the editor's back (content.query.ts),
 * so what someone else saves meanwhile arrives as a 409 to merge, never as a silent reset.
 */
export function ContentForm({ contentKey, record }: { contentKey: ContentKey; record: ContentRecord }) {
  const actions = useEditorActions(contentKey, record);
  const { locale } = useLocale();
  const itemNames = useMemo(() => itemNamesOf(contentKey, (record.draft as ContentDoc)[locale]), [contentKey, record.draft, locale]);
  return (
    <Formik<ContentDoc>
      initialValues={record.draft as ContentDoc}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        await actions.save(values, (next) => void helpers.setValues(next, false));
      }}
    >
      <Form className="admin-content__form" noValidate>
        <DocumentKeyContext.Provider value={contentKey}>
          <ItemNamesContext.Provider value={itemNames}>
            <EditorBody actions={actions} />
          </ItemNamesContext.Provider>
        </DocumentKeyContext.Provider>
      </Form>
    </Formik>
  );
}
