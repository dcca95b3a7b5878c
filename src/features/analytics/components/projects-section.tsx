import { formatMoney } from '@/domain/money';
import { summaryOf, type BarChartSpec } from './chart-spec';
import { exportTable, type SectionProps } from './export-table';
import { money, moneyList, shortMoney, signedMoney } from './figures';
import { cellClass, ChartBox, numberClass, SectionCard, TableBlock } from './section-card';

/** The chart shows the most under-quoted projects; the table all of them. */
export const CHARTED_PROJECTS = 10;
const ESTIMATE_FILL = 6;
const ACTUAL_FILL = 4;

/** Per project: its estimate against what its runs of the period cost, what was invoiced, the margin. */
export function ProjectsSection({ views, currency }: SectionProps) {
  const { projects } = views;
  const charted = projects.slice(0, CHARTED_PROJECTS);
  const title =
    projects.length > CHARTED_PROJECTS
      ? `Estimate against actual cost: the ${CHARTED_PROJECTS} most under-quoted projects`
      : 'Estimate against actual cost, most under-quoted first';
  const spec: Omit<BarChartSpec, 'summary'> = {
    stacked: false,
    layout: 'rows',
    series: [
      { key: 'estimate', name: 'Estimate', fillIndex: ESTIMATE_FILL },
      { key: 'actual', name: 'Actual', fillIndex: ACTUAL_FILL },
    ],
    categories: charted.map((row) => ({
      key: row.projectId,
      label: row.name,
      values: { estimate: row.estimateCents / 100, actual: row.actualCents / 100 },
      details: [
        `Over estimate: ${signedMoney(row.overrunCents, currency)}`,
        `Invoiced: ${moneyList(row.invoiced)}`,
        `Margin: ${row.marginCents === null ? '—' : money(row.marginCents, currency)}`,
      ],
    })),
    valueText: (value) => formatMoney(value, currency),
    axisText: (value) => shortMoney(value, currency),
  };

  return (
    <SectionCard
      id="projects"
      title="Projects"
      description="What each project’s runs of the period cost against its estimate; invoiced and margin where an invoice was sent. The most under-quoted come first."
      empty={projects.length === 0 ? 'No project runs finished in this period' : null}
      emptyHint="Runs started from a project’s print jobs add their cost here."
      charts={
        <ChartBox
          testId="analytics-projects-chart"
          title={title}
          spec={{ ...spec, summary: summaryOf(title, spec) }}
          legend={[
            { fillIndex: ESTIMATE_FILL, name: 'Estimate' },
            { fillIndex: ACTUAL_FILL, name: 'Actual' },
          ]}
        />
      }
      tables={
        <TableBlock
          title="Projects, most under-quoted first"
          columns={[
            { label: 'Project' },
            { label: 'Estimate', numeric: true },
            { label: 'Actual', numeric: true },
            { label: 'Over estimate', numeric: true },
            { label: 'Invoiced', numeric: true },
            { label: 'Margin', numeric: true },
          ]}
          createFile={exportTable('projects', views, currency)}
        >
          {projects.map((row) => (
            <tr key={row.projectId}>
              <td className={`${cellClass} max-w-64 truncate`} title={row.name}>
                {row.name}
              </td>
              <td className={numberClass}>{money(row.estimateCents, currency)}</td>
              <td className={numberClass}>{money(row.actualCents, currency)}</td>
              <td className={`${numberClass} ${row.overrunCents > 0 ? 'font-semibold text-red-700' : ''}`}>
                {signedMoney(row.overrunCents, currency)}
                {row.overrunCents > 0 && <span className="sr-only"> (under-quoted)</span>}
              </td>
              <td className={numberClass}>{moneyList(row.invoiced)}</td>
              <td className={numberClass}>
                {row.marginCents === null ? '—' : money(row.marginCents, currency)}
              </td>
            </tr>
          ))}
        </TableBlock>
      }
    />
  );
}
