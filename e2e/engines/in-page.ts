import type { Target, TextMatch } from './driver';

/**
 * What runs inside the page for the drivers: finding a target with Testing Library's queries
 * (@testing-library/dom's browser build, which the test origin serves) and reading it.
 * The functions here are sent to the page as they are, so each is self-contained; the page's CSP allows
 * no eval, so nothing is built from strings in there.
 */
type WireMatch = string | { source: string; flags: string };
/** A target as it crosses into the page (JSON: a RegExp goes as its source and flags). */
export type WireTarget = { [key: string]: unknown; within?: WireTarget };

const wireMatch = (match: TextMatch): WireMatch => (typeof match === 'string' ? match : { source: match.source, flags: match.flags });

export function toWire(target: Target): WireTarget {
  const wire: WireTarget = { ...target, within: target.within && toWire(target.within) };
  if ('name' in target && target.name !== undefined) wire.name = wireMatch(target.name);
  if ('label' in target) wire.label = wireMatch(target.label);
  if ('text' in target) wire.text = wireMatch(target.text);
  return wire;
}

export type InPageAction = 'count' | 'element' | 'text' | 'attribute' | 'role';
/** What inPage answers when this document has no queries yet (the driver loads them, then asks again). */
export const NO_QUERIES = '__engines: no queries';

/**
 * In the page: finds `target` and does `action` with the first match. `element` scrolls it to the middle
 * of the view first (as a visitor would scroll to it) and returns it; the reads return null when nothing
 * matches; `count` counts.
 */
export function inPage(target: WireTarget, action: InPageAction, attribute?: string): unknown {
  interface Queries {
    queryAllByRole(scope: Element, role: string, options: object): HTMLElement[];
    queryAllByLabelText(scope: Element, text: unknown): HTMLElement[];
    queryAllByText(scope: Element, text: unknown): HTMLElement[];
    isInaccessible(element: Element): boolean;
    getRoles(scope: Element, options: object): Record<string, Element[]>;
  }
  const dom = (window as unknown as { TestingLibraryDom?: Queries }).TestingLibraryDom;
  if (!dom) return '__engines: no queries';
  const toMatch = (match: unknown) =>
    match === undefined || typeof match === 'string' ? match : new RegExp((match as { source: string }).source, (match as { flags: string }).flags);
  const find = (t: WireTarget): HTMLElement[] => {
    let scope: Element = document.body;
    if (t.within) {
      const outer = find(t.within)[0];
      if (!outer) return [];
      scope = outer;
    }
    let found: HTMLElement[];
    if (typeof t.css === 'string') found = [...scope.querySelectorAll<HTMLElement>(t.css)];
    else if (typeof t.role === 'string') return dom.queryAllByRole(scope, t.role, { name: toMatch(t.name), level: t.level, checked: t.checked });
    else if (t.label !== undefined) found = dom.queryAllByLabelText(scope, toMatch(t.label));
    else found = dom.queryAllByText(scope, toMatch(t.text));
    return found.filter((element) => !dom.isInaccessible(element));
  };
  const all = find(target);
  if (action === 'count') return all.length;
  const first = all[0];
  if (!first) return null;
  if (action === 'element') {
    first.scrollIntoView({ block: 'center', inline: 'center' });
    return first;
  }
  if (action === 'text') return first.innerText.replace(/\s+/g, ' ').trim();
  if (action === 'attribute') return first.getAttribute(attribute!);
  const roles = dom.getRoles(first.parentElement ?? document.body, { hidden: true });
  return Object.keys(roles).find((role) => roles[role]!.includes(first)) ?? '';
}

/** In the page: loads Testing Library's queries into this document (a same-origin script: the CSP allows it). */
export function loadQueries(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    if ((window as unknown as { TestingLibraryDom?: unknown }).TestingLibraryDom) return resolve(true);
    const script = document.createElement('script');
    script.src = path;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
}
