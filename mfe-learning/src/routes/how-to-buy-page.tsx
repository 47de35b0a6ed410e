import { FormattedMessage } from 'react-intl';
import { data, Link, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { DocumentPending, DraftBanner, loadStudioDocument, siteConfigQuery, useSiteConfig } from '@reentry/platform';
import { howToBuyMessages as m } from '../features/how-to-buy/how-to-buy.messages';
import { howToBuyQueries, useHowToBuy } from '../features/how-to-buy/how-to-buy.query';
import { TokenDetails } from '../features/how-to-buy/token-details';
import { ContentSection } from '../shared/content-section';
import { PageHeading } from '../shared/page-heading';
import { routeMessages } from './page.messages';

function HowToBuyPage() {
  const { data: guide, isDraft, ...state } = useHowToBuy();
  const { data: config } = useSiteConfig();
  if (!guide) return <DocumentPending state={state} loading={routeMessages.loading} failed={routeMessages.loadFailed} />;
  return (
    <div className="learning-page learning-printable">
      <PageHeading title={guide.title}>
        {guide.intro.map((text, index) => (
          <p key={index} className="page-intro__text">
            {text}
          </p>
        ))}
      </PageHeading>
      <DraftBanner shown={isDraft} />
      <div className="panel panel--warning">
        <ContentSection section={guide.securityNotice} />
      </div>
      <div className="panel">
        <ContentSection section={guide.disclaimer} />
      </div>
      <TokenDetails token={config?.token} />
      <section aria-labelledby="learning-steps-title">
        <h2 id="learning-steps-title">
          <FormattedMessage {...m.stepsTitle} />
        </h2>
        {guide.steps.map((step) => (
          <ContentSection key={step.id} section={step} level={3} />
        ))}
      </section>
      <section className="panel" aria-labelledby="learning-support-title">
        <h2 id="learning-support-title">
          <FormattedMessage {...m.supportTitle} />
        </h2>
        <p>
          <FormattedMessage {...m.supportBody} />
        </p>
        <div className="actions">
          <Link className="button button--primary" to="/contact">
            <FormattedMessage {...m.contact} />
          </Link>
          <Link className="button button--secondary" to="/assistance">
            <FormattedMessage {...m.assistance} />
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * `/how-to-buy`: the six steps from the published `how-to-buy` document (an editor's draft in a preview), with
 * the token's details from the site configuration (if it has them). An API that cannot answer now (503)
 * leaves the page up, saying it is loading.
 */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      // Without the configuration the page still teaches the steps; it just shows no address.
      const [{ headers }] = await Promise.all([
        loadStudioDocument(services, request, howToBuyQueries(services.api, services.getLocale())),
        services.queryClient.prefetchQuery(siteConfigQuery(services.api)),
      ]);
      return data(null, { headers });
    },
    Component: HowToBuyPage,
  };
}
