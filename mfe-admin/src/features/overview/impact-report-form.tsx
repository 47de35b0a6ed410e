import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { impactMessages } from '@reentry/contracts/impact';
import { useLocale } from '@reentry/platform';
import { RadioGroupField, SelectField, TextField } from '@reentry/ui';
import { useInstructors } from '../users/instructors.query';
import { impactReportMessages as m } from './impact-report.messages';

/** The staff report's addresses (issue 40): the API answers the CSV or the PDF as a download, audited. */
export const IMPACT_REPORT_PATH = '/api/admin/impact/report.csv';
export const IMPACT_REPORT_PDF_PATH = '/api/admin/impact/report.pdf';

/**
 * The funder report: the impact figures for any dates, all learners or one instructor's class, in the
 * funder's language, as a CSV or a PDF. A GET form straight to the report (the PDF button sends it to the
 * PDF's address with `formaction`), so the browser downloads it with or without script (a blank field is one
 * not given); a start after the end is said at the field before sending, whichever button sent it.
 */
export function ImpactReportForm() {
  const intl = useIntl();
  const { locale } = useLocale();
  const instructors = useInstructors();
  const [rangeError, setRangeError] = useState<string>();
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const [from, to] = [String(form.get('from') ?? ''), String(form.get('to') ?? '')];
    const backwards = from !== '' && to !== '' && from > to;
    setRangeError(backwards ? intl.formatMessage(impactMessages.rangeInvalid) : undefined);
    if (backwards) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem('from') as HTMLInputElement).focus();
    }
  };
  return (
    <section className="admin-figure" aria-labelledby="impact-report-heading">
      <h2 id="impact-report-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="admin-note">
        <FormattedMessage {...m.intro} />
      </p>
      <form method="get" action={IMPACT_REPORT_PATH} className="admin-impact-report" onSubmit={check} noValidate>
        <TextField type="date" name="from" label={intl.formatMessage(m.from)} hint={intl.formatMessage(m.blankFrom)} error={rangeError} />
        <TextField type="date" name="to" label={intl.formatMessage(m.to)} hint={intl.formatMessage(m.blankTo)} />
        <SelectField
          name="instructorId"
          label={intl.formatMessage(m.group)}
          placeholder={intl.formatMessage(m.allLearners)}
          options={(instructors.data ?? []).map((instructor) => ({ value: String(instructor.id), label: intl.formatMessage(m.classOf, { name: instructor.name }) }))}
        />
        <RadioGroupField
          name="lang"
          label={intl.formatMessage(m.language)}
          options={[
            { value: 'en', label: intl.formatMessage(m.english) },
            { value: 'es', label: intl.formatMessage(m.spanish) },
          ]}
          defaultValue={locale}
        />
        <div className="button-row">
          <button type="submit" className="button">
            <FormattedMessage {...m.download} />
          </button>
          <button type="submit" className="button" formAction={IMPACT_REPORT_PDF_PATH}>
            <FormattedMessage {...m.downloadPdf} />
          </button>
        </div>
      </form>
    </section>
  );
}
