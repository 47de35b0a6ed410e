import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { Impact } from '@reentry/contracts/impact';
import { BeforeAfterChart } from './before-after-chart';
import { impactFormat } from './impact-format';
import { impactMessages as m } from './impact.messages';

function Section({ id, title, intro, children }: { id: string; title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="card impact-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}

/** A table that may be wider than a phone scrolls inside its own box, never the page. */
function Table({ label, head, rows }: { label: string; head: ReactNode[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className="impact-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col">{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.cells[0]}</th>
              {row.cells.slice(1).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The public figures of one range: totals, before and after per module, well-being. */
export function ImpactFigures({ figures }: { figures: Impact }) {
  const intl = useIntl();
  const f = impactFormat(intl);
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const moduleName = (id: number) => intl.formatMessage(m.module, { id });
  const totals = (['learners', 'completedModules', 'certificates', 'facilities'] as const).map((key) => ({ key, cells: [t(m[key]), f.count(figures[key])] }));
  const modules = figures.modules.map((module) => ({
    key: String(module.moduleId),
    cells: [moduleName(module.moduleId), f.count(module.completed), f.count(module.pairs), f.of(module.pairs, f.share(module.before)), f.of(module.pairs, f.share(module.after)), f.of(module.pairs, f.gain(module.gain, module.ci95))],
  }));
  const chartRows = figures.modules.flatMap((module) => (module.before === null || module.after === null ? [] : [{ label: moduleName(module.moduleId), before: module.before, after: module.after }]));
  const { signUp, followUp, paired } = figures.wellBeing;
  const wellBeing = [
    { key: 'signUp', cells: [t(m.signUp), f.count(signUp.count), f.of(signUp.count, f.score(signUp.meanScore))] },
    { key: 'followUp', cells: [t(m.followUp), f.count(followUp.count), f.of(followUp.count, f.score(followUp.meanScore))] },
    { key: 'change', cells: [t(m.change), f.count(paired.pairs), f.of(paired.pairs, f.change(paired.change, paired.ci95))] },
  ];
  const wellBeingChart = signUp.meanScore === null || followUp.meanScore === null ? [] : [{ label: t(m.meanScore), before: signUp.meanScore, after: followUp.meanScore }];
  return (
    <>
      <Section id="impact-totals" title={<FormattedMessage {...m.totalsTitle} />}>
        <Table label={t(m.totalsTitle)} head={[t(m.measure), t(m.count)]} rows={totals} />
      </Section>
      <Section id="impact-learning" title={<FormattedMessage {...m.learningTitle} />} intro={<FormattedMessage {...m.learningIntro} />}>
        <div className="impact-pair">
          <Table label={t(m.learningTitle)} head={[t(m.moduleColumn), t(m.finished), t(m.pairs), t(m.before), t(m.after), t(m.gain)]} rows={modules} />
          <Chart rows={chartRows} max={1} title={t(m.chartTitle)} legend={[t(m.legendBefore), t(m.legendAfter)]} />
        </div>
      </Section>
      <Section id="impact-well-being" title={<FormattedMessage {...m.wellBeingTitle} />} intro={<FormattedMessage {...m.wellBeingIntro} />}>
        <div className="impact-pair">
          <Table label={t(m.wellBeingTitle)} head={[t(m.round), t(m.answered), t(m.meanScore)]} rows={wellBeing} />
          <Chart rows={wellBeingChart} max={100} title={t(m.wellBeingTitle)} legend={[t(m.signUp), t(m.followUp)]} />
        </div>
      </Section>
    </>
  );
}

/** The bars and their key (the two bar colours' names). */
function Chart({ legend, ...props }: Parameters<typeof BeforeAfterChart>[0] & { legend: [string, string] }) {
  if (props.rows.length === 0) return null;
  return (
    <figure className="impact-figure">
      <BeforeAfterChart {...props} />
      <figcaption className="impact-legend">
        <span className="impact-legend__before">{legend[0]}</span> <span className="impact-legend__after">{legend[1]}</span>
      </figcaption>
    </figure>
  );
}
