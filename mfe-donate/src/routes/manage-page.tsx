import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLocale } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { useDonorGiving } from '../features/manage/donor-giving.query';
import { manageMessages } from '../features/manage/manage.messages';
import { MyGiving } from '../features/manage/my-giving';
import { RequestLinkForm } from '../features/manage/request-link-form';

/** `/donate/manage`: without a donor session, the form that mails a link; with one, the donor's giving. */
export function ManagePage() {
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const giving = useDonorGiving();
  return (
    <div lang={locale} className="donate-page">
      <PageIntro messages={manageMessages} />
      {giving.isPending ? (
        <p role="status">
          <FormattedMessage {...manageMessages.loading} />
        </p>
      ) : giving.data ? (
        <MyGiving giving={giving.data} />
      ) : (
        <RequestLinkForm expired={search.get('link') === 'expired'} />
      )}
    </div>
  );
}
