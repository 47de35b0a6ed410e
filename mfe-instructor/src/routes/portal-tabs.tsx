import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { portalMessages as m } from './portal.messages';
import { portalHref, portalTabs, type PortalTab } from './portal-search';

export const tabId = (tab: PortalTab) => `instructor-tab-${tab}`;
export const panelId = (tab: PortalTab) => `instructor-panel-${tab}`;

/**
 * ARIA tabs kept in the URL (`?tab=resources`): each tab is a real link, so it works before the page's
 * script runs; arrow keys, Home and End move between tabs as the ARIA pattern says.
 */
export function PortalTabs({ current }: { current: PortalTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const links = useRef<Partial<Record<PortalTab, HTMLAnchorElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = portalTabs.indexOf(current);
    const last = portalTabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = portalTabs[next]!;
    void navigate(portalHref({ tab }), { preventScrollReset: true });
    links.current[tab]?.focus();
  };
  return (
    <div className="portal-tabs no-print" role="tablist" aria-label={intl.formatMessage(m.tabs)} onKeyDown={onKeyDown}>
      {portalTabs.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            ref={(element) => {
              links.current[tab] = element;
            }}
            id={tabId(tab)}
            role="tab"
            className="portal-tabs__tab"
            to={portalHref({ tab })}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            preventScrollReset
          >
            {intl.formatMessage(m[tab])}
          </Link>
        );
      })}
    </div>
  );
}
