import { FormattedMessage } from 'react-intl';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { ExternalLink } from '../../shared/external-link';
import { CopyAddressButton } from './copy-address-button';
import { howToBuyMessages as m } from './how-to-buy.messages';

const ADDRESS_ID = 'learning-contract-address';

/**
 * The network, contract address and buy link from the site's configuration. Without a configured
 * address it says so, with no copy button and no buy link: a made-up or guessed address loses money.
 */
export function TokenDetails({ token }: { token: SiteConfig['token'] | undefined }) {
  const address = token?.contractAddress;
  const network = token?.network;
  const buyUrl = token?.buyUrl;
  return (
    <section className={`panel learning-token${address ? '' : ' panel--warning'}`} aria-labelledby="learning-token-title">
      <h2 id="learning-token-title">
        <FormattedMessage {...m.tokenTitle} />
      </h2>
      {!address ? (
        <p>
          <FormattedMessage {...m.notPublished} />
        </p>
      ) : (
        <>
          <dl className="learning-token__facts">
            {network && (
              <>
                <dt>
                  <FormattedMessage {...m.network} />
                </dt>
                <dd>{network}</dd>
              </>
            )}
            <dt>
              <FormattedMessage {...m.address} />
            </dt>
            <dd>
              <code id={ADDRESS_ID} className="learning-token__address">
                {address}
              </code>
            </dd>
          </dl>
          <p className="learning-hint">
            <FormattedMessage {...m.checkAddress} />
          </p>
          <div className="actions">
            <CopyAddressButton address={address} describedBy={ADDRESS_ID} />
            {buyUrl && (
              <ExternalLink className="button button--primary" href={buyUrl}>
                <FormattedMessage {...m.buy} />
              </ExternalLink>
            )}
          </div>
        </>
      )}
    </section>
  );
}
