import { useId, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { AdminList } from '@reentry/contracts/admin-rules';
import { csvHref, dashboardHref, toQueryString, type ListParamName, type ListParams } from './list-params';
import { listMessages as m } from './list.messages';

export interface FilterChoice {
  value: string;
  /** A message, or a name that is data (a staff member's) shown as it is. */
  label: MessageDescriptor | string;
}

export interface ListFilter {
  name: ListParamName;
  label: MessageDescriptor;
  choices: FilterChoice[];
}

interface ListToolbarProps {
  list: AdminList;
  tab: string;
  params: ListParams;
  filters?: ListFilter[];
  /** Whether the list has a date range (when the record arrived). */
  dates?: boolean;
  children?: ReactNode;
}

function Select({ filter, value }: { filter: ListFilter; value?: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="field admin-filter">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage {...filter.label} />
      </label>
      <select id={id} name={filter.name} className="field__input" defaultValue={value ?? ''}>
        <option value="">{intl.formatMessage(m.any)}</option>
        {filter.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {typeof choice.label === 'string' ? choice.label : intl.formatMessage(choice.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({ name, label, value }: { name: 'from' | 'to'; label: MessageDescriptor; value?: string }) {
  const id = useId();
  return (
    <div className="field admin-filter">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage {...label} />
      </label>
      <input id={id} type="date" name={name} className="field__input" defaultValue={value ?? ''} />
    </div>
  );
}

/**
 * Search, filters and the CSV link of a list. A GET form: the choices land in the URL (shareable,
 * reloadable, working before scripts run); with scripts, blanks are left out and the router navigates.
 */
export function ListToolbar({ list, tab, params, filters = [], dates = true, children }: ListToolbarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const searchId = useId();
  const filtered = Object.keys(params).some((name) => name !== 'sort' && name !== 'limit' && name !== 'page');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string' && value.trim()) values[name] = value.trim();
    });
    navigate(`/admin${toQueryString(values)}`);
  }

  return (
    <div className="admin-toolbar">
      <form method="get" action="/admin" className="admin-filters" aria-label={intl.formatMessage(m.filters)} onSubmit={submit}>
        <input type="hidden" name="tab" value={tab} />
        {params.sort && <input type="hidden" name="sort" value={params.sort} />}
        {params.limit && <input type="hidden" name="limit" value={params.limit} />}
        <div className="field admin-filter admin-filter--search">
          <label className="field__label" htmlFor={searchId}>
            <FormattedMessage {...m.search} />
          </label>
          <input id={searchId} type="search" name="q" className="field__input" defaultValue={params.q ?? ''} maxLength={100} aria-describedby={`${searchId}-hint`} />
          <p className="field__hint" id={`${searchId}-hint`}>
            <FormattedMessage {...m.searchHint} />
          </p>
        </div>
        {filters.map((filter) => (
          <Select key={filter.name} filter={filter} value={params[filter.name]} />
        ))}
        {dates && (
          <>
            <DateInput name="from" label={m.from} value={params.from} />
            <DateInput name="to" label={m.to} value={params.to} />
          </>
        )}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            <FormattedMessage {...m.apply} />
          </button>
          {filtered && (
            <Link to={dashboardHref(tab)}>
              <FormattedMessage {...m.clear} />
            </Link>
          )}
        </div>
      </form>
      <div className="admin-toolbar__side">
        {children}
        <a className="button button--secondary" href={csvHref(list, params)} download>
          <FormattedMessage {...m.exportCsv} />
        </a>
      </div>
    </div>
  );
}
