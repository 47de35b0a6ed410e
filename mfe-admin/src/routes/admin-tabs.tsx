import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AdminTab } from '@reentry/contracts/admin-rules';
import { dashboardHref } from '../shared/list-params';
import { dashboardMessages as d, tabMessages } from './dashboard.messages';

export const TAB_PANEL_ID = 'admin-tabpanel';
export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;

/**
 * ARIA tabs whose tabs are links (`?tab=...`): a reload or a shared link opens the same tab, and every
 * tab works before scripts run. Only the person's tabs are shown (a content editor: Content and Organisation). Once scripts run, arrow keys, Home and End move between tabs (roving
 * focus) and Enter opens one.
 */
export function AdminTabs({ tabs, current }: { tabs: readonly AdminTab[]; current: AdminTab | null }) {
  const intl = useIntl();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);
  // The tab Tab reaches: the open one, or the first when none is open (a section this person may not use).
  const entry = current ?? tabs[0];

  function move(event: KeyboardEvent) {
    const index = refs.current.findIndex((element) => element === document.activeElement);
    if (index === -1) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[(next + tabs.length) % tabs.length]?.focus();
  }

  return (
    <div role="tablist" aria-label={intl.formatMessage(d.tabs)} className="admin-tabs" onKeyDown={move}>
      {tabs.map((tab, index) => (
        <Link
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="tab"
          id={tabId(tab)}
          to={dashboardHref(tab)}
          aria-selected={tab === current}
          aria-controls={current ? TAB_PANEL_ID : undefined}
          tabIndex={roving && tab !== entry ? -1 : undefined}
          className="admin-tabs__tab"
        >
          <FormattedMessage {...tabMessages[tab]} />
        </Link>
      ))}
    </div>
  );
}
