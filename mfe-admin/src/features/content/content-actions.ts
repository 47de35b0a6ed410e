import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentProblem, ContentRecord } from '@reentry/contracts/content-studio';
import type { ContentKey } from '@reentry/contracts/content-studio-rules';
import { ApiError, useToast } from '@reentry/platform';
import { useFailureToast } from '../../shared/use-failure-toast';
import { mergeDrafts, type Change, type ContentDoc } from './content-paths';
import { contentMessages as m } from './content.messages';
import { errorDetail, useDiscardDraft, usePublish, useSaveDraft } from './content.query';

/** Someone else's save met on a 409: when and by whom, and the texts we both changed. */
export interface Conflict {
  saved: { at: string; by: string | null } | null;
  conflicts: Change[];
}

type SetValues = (values: ContentDoc) => void;

/** A 400 names fields as `document.en[0].answer[0]`: the same places as the publish checks' paths. */
function refusedFields(error: unknown): ContentProblem[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return undefined;
  return Object.entries(error.fields).map(([path, message]) => ({ path: path.replace(/^document\.?/, ''), check: 'save', message }));
}

/**
 * Saving and publishing one document without losing anything: every save sends the version it was read
 * at; a 409 puts their draft in the form with my changes on it and lists where we both changed a text;
 * the next save goes on their version. Problems (422 on publish, 400 on save) come back with their paths.
 */
export function useEditorActions(contentKey: ContentKey, record: ContentRecord) {
  const intl = useIntl();
  const toast = useToast();
  const failed = useFailureToast();
  const saveDraft = useSaveDraft(contentKey);
  const publishDraft = usePublish(contentKey);
  const discardDraft = useDiscardDraft(contentKey);
  const [base, setBase] = useState({ version: record.version, draft: record.draft as ContentDoc });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [refused, setRefused] = useState<ContentProblem[] | null>(null);
  // The draft version an admin published past its problems: they were answered, until the next save.
  const [overridden, setOverridden] = useState<number | null>(null);

  // A save, a publish or a rollback made a new draft version: that is the base of the next save.
  useEffect(() => setBase({ version: record.version, draft: record.draft as ContentDoc }), [record.version, record.draft]);

  function conflicted(error: unknown, mine: ContentDoc, setValues: SetValues): boolean {
    const { current } = errorDetail(error);
    if (!(error instanceof ApiError) || error.status !== 409 || !current) return false;
    const { merged, conflicts } = mergeDrafts(base.draft, mine, current.draft);
    setBase({ version: current.version, draft: current.draft });
    setConflict({ saved: current.draftSaved, conflicts });
    setValues(merged);
    return true;
  }

  async function save(values: ContentDoc, setValues: SetValues, quiet = false): Promise<ContentRecord | undefined> {
    try {
      const saved = await saveDraft.mutateAsync({ document: values, baseVersion: base.version });
      setConflict(null);
      setRefused(null);
      if (!quiet) toast({ title: intl.formatMessage(m.saved), variant: 'success' });
      return saved;
    } catch (error) {
      if (conflicted(error, values, setValues)) return undefined;
      const fields = refusedFields(error);
      if (fields) setRefused(fields);
      else failed(error);
      return undefined;
    }
  }

  async function publish(values: ContentDoc, dirty: boolean, setValues: SetValues, override?: { reason: string }): Promise<boolean> {
    const saved = dirty ? await save(values, setValues, true) : record;
    if (!saved) return false;
    try {
      const live = saved.published?.version;
      const published = await publishDraft.mutateAsync({ baseVersion: saved.version, ...(override && { override }) });
      setRefused(null);
      if (override) setOverridden(published.version);
      // A new version only when the server's live version changed; the same text again publishes nothing.
      const version = published.published?.version;
      const made = version !== undefined && version !== live;
      toast({ title: made ? intl.formatMessage(m.publishedToast, { version }) : intl.formatMessage(m.nothingPublished), variant: made ? 'success' : 'default' });
      return true;
    } catch (error) {
      const { problems } = errorDetail(error);
      if (error instanceof ApiError && error.status === 422 && problems) setRefused(problems);
      else if (!conflicted(error, values, setValues)) failed(error);
      return false;
    }
  }

  /** Throws the draft away (the one this form was read at): the form shows the live version again. */
  async function discard(): Promise<boolean> {
    try {
      const discarded = await discardDraft.mutateAsync(base.version);
      setConflict(null);
      setRefused(null);
      toast({ title: intl.formatMessage(m.discarded, { version: discarded.published?.version ?? 0 }), variant: 'success' });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  return {
    save,
    publish,
    discard,
    discarding: discardDraft.isPending,
    /** The live version (what Discard draft goes back to), null when nothing is published. */
    live: record.published?.version ?? null,
    conflict,
    /** The problems to show: the last refusal's, else what the API found in the saved draft. */
    problems: refused ?? (overridden === record.version ? [] : record.problems),
    busy: saveDraft.isPending || publishDraft.isPending,
    publishing: publishDraft.isPending,
  };
}
