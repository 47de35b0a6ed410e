import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImpactModule } from '@reentry/contracts/impact';
import { useModuleCatalog } from '@reentry/platform';
import { FiguresTable } from './impact-figures-table';
import { chartModuleMessage, impactMessages as m, moduleMessage } from './impact.messages';

/** "What learners knew before and after": a row per module, named by its title where the catalogue has it. */
export function ImpactModulesSection({ modules }: { modules: readonly ImpactModule[] }) {
  const intl = useIntl();
  const headingId = useId();
  const { data: catalog } = useModuleCatalog();
  const rows = modules.map((module) => {
    const title = catalog?.find((card) => card.id === module.moduleId)?.title;
    const label = intl.formatMessage(chartModuleMessage, { id: module.moduleId });
    return { ...module, key: module.moduleId, label, header: title ? intl.formatMessage(moduleMessage, { id: module.moduleId, title }) : label };
  });
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.learnedHeading} />
      </h2>
      <p>
        <FormattedMessage {...m.learnedIntro} />
      </p>
      <FiguresTable rows={rows} caption={m.tableCaption} rowHeading={m.colModule} countHeading={m.colPairs} chartSummary={m.chartSummary} />
    </section>
  );
}
