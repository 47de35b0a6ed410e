import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { howToBuyMessages as m } from '../features/how-to-buy/how-to-buy.messages';
import { howToBuyQuery, useHowToBuy } from '../features/how-to-buy/how-to-buy.query';
import { siteConfigQuery, useSiteConfig } from '../shared/site-config.query';
import { TokenDetails } from '../features/how-to-buy/token-details';
import { ContentSection } from '../shared/content-section';
import { PageHeading } from '../shared/page-heading';
import { routeMessages } from './page.messages';

function HowToBuyPage() {
  const { data: guide, isError } = useHowToBuy();
  const { data: config } = useSiteConfig();
  if (!guide) {
    return (
      <p role="status">
        <FormattedMessage {...(isError ? routeMessages.loadFailed : routeMessages.loading)} />
      </p>
    );
  }
  return (
    <div className="learning-page learning-printable">
      <PageHeading title={guide.title}>
        {guide.intro.map((text, index) => (
          <p key={index} className="page-intro__text">
            {text}
          </p>
        ))}
      </PageHeading>
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

/** `/how-to-buy`: the six steps, with the token's details from the site configuration (if it has them). */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      // Without the configuration the page still teaches the steps; it just shows no address.
      await Promise.all([
        services.queryClient.ensureQueryData(howToBuyQuery(services.getLocale())),
        services.queryClient.prefetchQuery(siteConfigQuery(services.api)),
      ]);
      return null;
    },
    Component: HowToBuyPage,
  };
}
