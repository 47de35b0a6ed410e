import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError, type RouteServices, moduleCatalogQuery } from '@reentry/platform';
import { impactQueryOptions, impactRangeOf, type ImpactRange } from './impact.query';

/** Months the API refused: its words (in the page's language), each at its field, and what was typed. */
export interface ImpactProblem {
  message: string;
  fields: { from?: string; to?: string };
  typed: ImpactRange;
}

/**
 * `/impact`: the figures of the months in the address and the modules' names, both in the server's HTML. Months
 * the API refuses (400) are the page again with its words and status 400, never an error page; any other failure
 * is the page's error boundary.
 */
export function impactLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { queryClient, api } = services;
    const range = impactRangeOf(new URL(request.url).searchParams);
    const catalog = queryClient.prefetchQuery(moduleCatalogQuery(api, services.getLocale()));
    try {
      await Promise.all([queryClient.ensureQueryData(impactQueryOptions(api, range)), catalog]);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      const fields = error.fields ?? {};
      const problem: ImpactProblem = { message: error.userMessage ?? '', fields: { from: fields.from, to: fields.to }, typed: range };
      return data({ problem }, { status: 400 });
    }
  };
}
