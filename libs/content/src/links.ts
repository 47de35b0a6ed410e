import type { Link } from '@reentry/contracts/content';
import { howToBuy } from './how-to-buy.js';
import { home } from './home.js';
import { modules } from './modules.js';
import { resources } from './resources.js';
import { teachingResources } from './teaching-resources.js';
import { workshopFaq } from './workshop-faq.js';
import { xPost } from './x-post.js';

/** Every content entry point, for checks that walk all the data. */
export const allContent = { modules, resources, howToBuy, home, workshopFaq, teachingResources, xPost } as const;

/** Every `{ label, url }` link anywhere in the given data, with its path. */
export function collectLinks(data: unknown = allContent, path = ''): (Link & { path: string })[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => collectLinks(item, `${path}[${i}]`));
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.url === 'string' && typeof record.label === 'string') {
      return [{ label: record.label, url: record.url, path }];
    }
    return Object.entries(record).flatMap(([key, value]) => collectLinks(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Every string anywhere in the given data, with its path. */
export function collectStrings(data: unknown = allContent, path = ''): { path: string; value: string }[] {
  if (typeof data === 'string') return [{ path, value: data }];
  if (Array.isArray(data)) return data.flatMap((item, i) => collectStrings(item, `${path}[${i}]`));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => collectStrings(value, path ? `${path}.${key}` : key));
  }
  return [];
}
