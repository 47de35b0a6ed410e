import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImpactModule } from '@reentry/contracts/impact';
import { useModuleCatalog } from '@reentry/platform';
import { ImpactChart } from './impact-chart';
import { countText, gainText, missingFigures, shareText } from './impact-format';
import { chartModuleMessage, impactMessages as m, moduleMessage } from './impact.messages';

/** One module's row: its figures, or why there are none (one cell across the three). */
function ModuleRow({ module, title }: { module: ImpactModule; title: string | undefined }) {
  const intl = useIntl();
  const missing = missingFigures(intl, module.pairs, module.before);
  return (
    <tr>
      <th scope="row">{title ? intl.formatMessage(moduleMessage, { id: module.moduleId, title }) : intl.formatMessage(chartModuleMessage, { id: module.moduleId })}</th>
      <td>{countText(intl, module.pairs)}</td>
      {missing ? (
        <td colSpan={3}>{missing}</td>
      ) : (
        <>
          <td>{shareText(intl, module.before)}</td>
          <td>{shareText(intl, module.after)}</td>
          <td>{gainText(intl, module.gain, module.ci95)}</td>
        </>
      )}
    </tr>
  );
}

/** "What learners knew before and after": the table (what assistive technology reads) and the chart beside it. */
export function ImpactModulesSection({ modules }: { modules: readonly ImpactModule[] }) {
  const headingId = useId();
  const captionId = useId();
  const { data: catalog } = useModuleCatalog();
  return (
    <section className="impact-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage {...m.learnedHeading} />
      </h2>
      <p>
        <FormattedMessage {...m.learnedIntro} />
      </p>
      <div className="impact-pair">
        {/* Scrolls sideways on a phone: a named region that takes focus, so a keyboard can scroll it too. */}
        <div className="impact-table" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table>
            <caption id={captionId}>
              <FormattedMessage {...m.tableCaption} />
            </caption>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage {...m.colModule} /></th>
                <th scope="col"><FormattedMessage {...m.colPairs} /></th>
                <th scope="col"><FormattedMessage {...m.colBefore} /></th>
                <th scope="col"><FormattedMessage {...m.colAfter} /></th>
                <th scope="col"><FormattedMessage {...m.colGain} /></th>
              </tr>
            </thead>
            <tbody>
              {modules.map((module) => (
                <ModuleRow key={module.moduleId} module={module} title={catalog?.find((card) => card.id === module.moduleId)?.title} />
              ))}
            </tbody>
          </table>
        </div>
        <ImpactChart modules={modules} />
      </div>
    </section>
  );
}
