import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

export interface UrlTab {
  /** Its value in `?tab=`; the first tab is the page without the parameter. */
  id: string;
  label: string;
  disabled?: boolean;
  /** Id of a text that says why a disabled tab is disabled. */
  describedBy?: string;
}

/** Navigation state for a link elsewhere on the page that opens a tab: focus then goes to that tab. */
export const FOCUS_TAB_STATE = { focusTab: true } as const;

const KEYS: Record<string, (from: number, count: number) => number> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  Home: () => 0,
  End: (_from, count) => count - 1,
};

/**
 * ARIA tabs whose state is the URL (`?tab=<id>`): each tab is a real link, so every panel can be
 * reached, reloaded, shared and read without JavaScript. Once the page runs they follow the WAI-ARIA
 * tabs pattern: one tab stop, and the arrow keys, Home and End move to a tab and show it.
 */
export function UrlTabs({ label, tabs, selected, children }: { label: string; tabs: UrlTab[]; selected: string; children: ReactNode }) {
  const id = useId();
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  // Without JavaScript the arrow keys do nothing, so every tab stays in the Tab order until the page runs.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // Opened by a link elsewhere on the page (the end of a lesson): the tab takes focus, so it is read next.
  const focusTab = (state as Partial<typeof FOCUS_TAB_STATE> | null)?.focusTab === true;
  useEffect(() => {
    if (focusTab) links.current.get(selected)?.focus();
  }, [focusTab, selected]);

  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const href = (tab: UrlTab) => {
    const params = new URLSearchParams(search);
    if (tab.id === tabs[0]?.id) params.delete('tab');
    else params.set('tab', tab.id);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEYS[event.key];
    const enabled = tabs.filter((tab) => !tab.disabled);
    const from = enabled.findIndex((tab) => links.current.get(tab.id) === event.target);
    if (!move || from < 0) return;
    event.preventDefault();
    const next = enabled[move(from, enabled.length)]!;
    links.current.get(next.id)?.focus();
    void navigate(href(next), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="learning-tabs">
      <div role="tablist" aria-label={label} className="learning-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          if (tab.disabled) {
            return (
              <a key={tab.id} role="tab" id={tabId(tab.id)} aria-selected="false" aria-disabled="true" aria-describedby={tab.describedBy} className="learning-tab">
                {tab.label}
              </a>
            );
          }
          return (
            <Link
              key={tab.id}
              ref={(node) => {
                if (node) links.current.set(tab.id, node);
                else links.current.delete(tab.id);
              }}
              role="tab"
              id={tabId(tab.id)}
              to={href(tab)}
              replace
              preventScrollReset
              aria-selected={isSelected}
              aria-current={isSelected ? 'page' : undefined}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={enhanced && !isSelected ? -1 : undefined}
              className="learning-tab"
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="learning-tabs__panel">
        {children}
      </div>
    </div>
  );
}
