import { useField, useFormikContext } from 'formik';
import { createContext, useContext, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTENT_LIMITS, SAME_IN_BOTH_KEYS } from '@reentry/contracts/content-studio-rules';
import type { Locale } from '@reentry/contracts/locale';
import { CheckboxField, TextAreaField, TextField } from '@reentry/ui';
import { inLanguage, pathParts, type ContentDoc } from './content-paths';
import { contentMessages as m } from './content.messages';
import { AddItemButton, DocumentKeyContext, ItemControls } from './list-controls';
import { anyListChanges } from './list-items';
import { ObjectivePicker } from './objective-picker';
import { usePathWords } from './path-words';

/** The problems to show, by their path (`es.content.sections[1].title`). */
export const ProblemsContext = createContext<ReadonlyMap<string, string[]>>(new Map());

/** The element a path's problems link to: a field row or a group of fields (the language left out). */
export const placeId = (path: string): string => `content-at-${path.replace(/^(en|es)(?=[.[]|$)/, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'document'}`;

const SHORT = new Set(['title', 'label', 'url', 'subject', 'name', 'imageAlt', 'from']);
const isBranch = (value: unknown): value is object => typeof value === 'object' && value !== null;
const lastName = (path: string) => pathParts(path).filter((part) => typeof part === 'string').pop() ?? '';

/** The problems at one path, in the editor's words. */
function useProblemsAt(path: string): string | undefined {
  const messages = useContext(ProblemsContext).get(path);
  return messages?.join(' ');
}

/** One language of one text: labelled with its place in words and the language, its length shown. */
function TextIn({ path, lang, words }: { path: string; lang: Locale; words: string }) {
  const intl = useIntl();
  const name = inLanguage(lang, path);
  const [field] = useField<string | undefined>(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const common = {
    ...field,
    value,
    lang,
    label: intl.formatMessage(lang === 'en' ? m.fieldInEnglish : m.fieldInSpanish, { field: words }),
    hint: intl.formatMessage(m.length, { count: value.length, max: CONTENT_LIMITS.text }),
    error: useProblemsAt(name),
    maxLength: CONTENT_LIMITS.text,
    spellCheck: true,
  };
  if (SHORT.has(lastName(path))) return <TextField {...common} autoComplete="off" />;
  return <TextAreaField {...common} rows={Math.min(8, Math.max(2, Math.ceil(value.length / 70)))} />;
}

/** A value that is the same in both languages: yes/no and a question's objective are set in both; ids are shown, not edited. */
function SharedValue({ path, words }: { path: string; words: string }) {
  const intl = useIntl();
  const { setFieldValue } = useFormikContext<ContentDoc>();
  const [field] = useField<unknown>(inLanguage('en', path));
  const label = intl.formatMessage(m.fieldBoth, { field: words });
  const error = useProblemsAt(field.name);
  const setBoth = (value: unknown) => {
    void setFieldValue(inLanguage('en', path), value);
    void setFieldValue(inLanguage('es', path), value);
  };
  if (lastName(path) === 'objective') return <ObjectivePicker name={field.name} label={label} value={field.value} error={error} onPick={setBoth} />;
  if (typeof field.value === 'boolean' && !SAME_IN_BOTH_KEYS.has(lastName(path))) {
    return <CheckboxField name={field.name} label={label} checked={field.value} error={error} onChange={(event) => setBoth(event.target.checked)} />;
  }
  return (
    <p className="admin-content__fixed">
      {label}: <code>{String(field.value)}</code> <span className="admin-muted">{intl.formatMessage(m.fixed)}</span>
    </p>
  );
}

/** One place of the document: English left, Spanish right (stacked on a phone). */
function FieldRow({ path, sample }: { path: string; sample: unknown }) {
  const words = usePathWords()(path);
  const shared = typeof sample !== 'string' || SAME_IN_BOTH_KEYS.has(lastName(path));
  return (
    <div className={shared ? 'admin-content__row admin-content__row--shared' : 'admin-content__row'} id={placeId(path)}>
      {shared ? (
        <SharedValue path={path} words={words} />
      ) : (
        <>
          <TextIn path={path} lang="en" words={words} />
          <TextIn path={path} lang="es" words={words} />
        </>
      )}
    </div>
  );
}

/** A list's or an item's own problems (a Spanish list shorter than the English one, a question's answers). */
function GroupProblems({ path }: { path: string }) {
  const problems = [useProblemsAt(inLanguage('en', path)), useProblemsAt(inLanguage('es', path))].filter(Boolean);
  if (problems.length === 0) return null;
  return <p className="field__error admin-content__group-error">{problems.join(' ')}</p>;
}

/** One item of a list that has parts of its own: a group with its place as heading ("Section 2"). */
function Group({ path, children }: { path: string; children: ReactNode }) {
  const words = usePathWords()(path);
  return (
    <fieldset className="admin-content__group" id={placeId(path)}>
      <legend>{words}</legend>
      <GroupProblems path={path} />
      {children}
    </fieldset>
  );
}

/** The items of a list, each with its move and remove buttons, then "Add" (list-controls.tsx). */
function ListItems({ list, path }: { list: unknown[]; path: string }) {
  return (
    <>
      {list.map((item, index) => {
        const at = `${path}[${index}]`;
        const controls = <ItemControls listPath={path} index={index} count={list.length} />;
        return isBranch(item) ? (
          <Group key={at} path={at}>
            <Branch value={item} path={at} />
            {controls}
          </Group>
        ) : (
          <div key={at} className="admin-content__item">
            <FieldRow path={at} sample={item} />
            {controls}
          </div>
        );
      })}
      <AddItemButton listPath={path} count={list.length} />
    </>
  );
}

/** The fields of a branch, made from the English document's shape: texts, lists as repeated groups. */
export function Branch({ value, path }: { value: unknown; path: string }): ReactNode {
  if (Array.isArray(value)) return <ListItems list={value} path={path} />;
  if (isBranch(value)) {
    return Object.entries(value).map(([name, child]) => {
      const at = path ? `${path}.${name}` : name;
      if (!isBranch(child)) return <FieldRow key={at} path={at} sample={child} />;
      return (
        <div key={at} id={Array.isArray(child) ? placeId(at) : undefined} className="admin-content__list">
          {Array.isArray(child) && <GroupProblems path={at} />}
          <Branch value={child} path={at} />
        </div>
      );
    });
  }
  return null;
}

/** The whole form body: the two language columns' headings, then every field. */
export function DocumentFields() {
  const { values } = useFormikContext<ContentDoc>();
  const key = useContext(DocumentKeyContext);
  return (
    <div className="admin-content__fields">
      <p className="admin-note">
        <FormattedMessage {...m.formatHint} />
      </p>
      {key !== null && anyListChanges(key, values.en) && (
        <p className="admin-note">
          <FormattedMessage {...m.itemsHint} />
        </p>
      )}
      <Branch value={values.en} path="" />
    </div>
  );
}
