import { FormattedMessage } from 'react-intl';
import { data, redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { certificateVerifyPath, normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { PageIntro } from '@reentry/ui';
import { certificatesMessages as m, pageMessages, verifyMessages as v } from '../features/certificates/certificates.messages';
import { VerificationResult } from '../features/certificates/verification-result';
import { useVerification, verificationQuery, type Verification } from '../features/certificates/verification.query';
import { VerifyForm } from '../features/certificates/verify-form';

const problems = { 'not-found': v.notFound, 'rate-limited': v.rateLimited, failed: v.failed } as const;
const statuses = { found: 200, 'not-found': 404, 'rate-limited': 429, failed: 503 } as const;
// A certificate can be revoked at any moment: this page is never kept by a cache.
const noStore = { 'Cache-Control': 'no-store' };

function Lookup({ code, typed }: { code: string; typed: string }) {
  const { data: answer } = useVerification(code);
  if (!answer) return null;
  if (answer.outcome === 'found') {
    return (
      <>
        <VerificationResult certificate={answer.certificate} />
        <h2 id="learning-verify-again">
          <FormattedMessage {...m.checkOther} />
        </h2>
        <VerifyForm headingId="learning-verify-again" />
      </>
    );
  }
  return <VerifyForm initialCode={typed} error={problems[answer.outcome]} />;
}

function VerifyPage() {
  const [search] = useSearchParams();
  const typed = useParams().code ?? search.get('code') ?? undefined;
  const code = typed === undefined ? null : normaliseCertificateCode(typed);
  return (
    <div className="learning-page learning-verify">
      <PageIntro messages={pageMessages.verify} />
      {typed === undefined && <VerifyForm />}
      {typed !== undefined && code === null && <VerifyForm initialCode={typed} error={v.badFormat} />}
      {code !== null && <Lookup key={code} code={code} typed={typed!} />}
    </div>
  );
}

/**
 * `/certificates/verify` and `/certificates/verify/:code` (public): the form, and what a code proves.
 * `?code=` (the form without JavaScript) and codes typed in another shape go to the code's own address.
 */
export function route(services: RouteServices) {
  return {
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const typed = params.code ?? new URL(request.url).searchParams.get('code') ?? undefined;
      if (typed === undefined) return null; // the form alone: nothing that can change, so it may be cached
      const code = normaliseCertificateCode(typed);
      if (code === null) return data(null, { status: params.code === undefined ? 400 : 404, headers: noStore });
      if (params.code !== certificateVerifyPath(code).split('/').pop()) throw redirect(certificateVerifyPath(code));
      const answer: Verification = await services.queryClient.ensureQueryData(verificationQuery(services.api, code));
      return data(null, { status: statuses[answer.outcome], headers: noStore });
    },
    Component: VerifyPage,
  };
}
