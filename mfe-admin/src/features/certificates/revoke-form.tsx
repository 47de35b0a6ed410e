import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normaliseCertificateCode } from '@reentry/contracts/certificate-rules';
import type { AdminCertificate } from '@reentry/contracts/certificates';
import { useApi, useToast } from '@reentry/platform';
import { TextAreaField } from '@reentry/ui';
import { busyButtonProps } from '@reentry/ui';
import { useFailureToast } from '../../shared/use-failure-toast';
import { adminCertificateQuery } from './admin-certificate.query';
import { certificateMessages as m } from './certificates.messages';

/** The reason, then `POST /api/admin/certificates/{code}/revoke`; the result replaces the shown certificate. */
export function RevokeForm({ certificate, onRevoked }: { certificate: AdminCertificate; onRevoked: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const code = normaliseCertificateCode(certificate.code)!;
  const revoke = useMutation({
    mutationFn: () => api.post<AdminCertificate>(`/api/admin/certificates/${code}/revoke`, { reason }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminCertificateQuery(api, code).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
      toast({ title: intl.formatMessage(m.revokedToast, { code: saved.code }), variant: 'success' });
      onRevoked();
    },
    onError: failed,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    if (!revoke.isPending) revoke.mutate();
  }

  return (
    <form className="admin-certificates__revoke" onSubmit={submit} noValidate>
      <p className="form__required-note">
        <FormattedMessage {...m.requiredNote} />
      </p>
      <TextAreaField
        required
        label={intl.formatMessage(m.reasonLabel)}
        hint={intl.formatMessage(m.reasonHint)}
        error={missing ? <span role="alert">{intl.formatMessage(m.reasonRequired)}</span> : undefined}
        value={reason}
        rows={3}
        maxLength={500}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      <button type="submit" className="button button--secondary admin-danger" {...busyButtonProps(revoke.isPending)}>
        <FormattedMessage {...m.revoke} />
      </button>
    </form>
  );
}
