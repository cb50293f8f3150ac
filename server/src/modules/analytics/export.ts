/**
 * The analysis of a period as a workbook (exceljs, one sheet per tab, amounts as numbers in the
 * book currency) or as a PDF report (the project's pdf platform: the overview's figures in the
 * table, the other tabs' totals and the definitions as sections). Same figures as the routes.
 */
import type ExcelJS from 'exceljs';
import { translate, type Language } from '@comptoir/core/i18n/index';
import {
  AGEING_BUCKETS,
  ANALYTICS_TABS,
  PROFITABILITY_EXPORT_ROWS,
  type AgeingResponse,
  type AnalyticsQuery,
  type AnalyticsTab,
  type OverviewFigures,
} from '@comptoir/core/modules/analytics';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { frenchDate, pdfMoney, renderPdf } from '../../platform/pdf';
import { xlsxText } from '../../platform/xlsx-text';
import { profitability } from './profitability';
import { BOOK, ageing, cashflow, overview } from './service';
import { detailed } from './journal';

/** At most this many journal rows in an export. */
export const MAX_EXPORT_ROWS = 50_000;

type Cell = string | number | null;

async function everything(db: Db, auth: AuthContext, query: AnalyticsQuery) {
  const [ov, cf, pr, rec, pay, dt] = await Promise.all([
    overview(db, auth, query),
    cashflow(db, auth, query),
    profitability(db, auth, query, PROFITABILITY_EXPORT_ROWS),
    ageing(db, auth, query, 'outgoing', PROFITABILITY_EXPORT_ROWS),
    ageing(db, auth, query, 'incoming', PROFITABILITY_EXPORT_ROWS),
    detailed(
      db,
      auth,
      { ...query, sort: 'date', order: 'asc', page: 1, pageSize: MAX_EXPORT_ROWS },
      MAX_EXPORT_ROWS,
    ),
  ]);
  return { ov, cf, pr, rec, pay, dt };
}

const FIGURES: (keyof OverviewFigures)[] = [
  'revenue',
  'cashCollected',
  'purchases',
  'grossMargin',
  'marginRate',
  'openReceivables',
  'openPayables',
  'orderIntake',
  'orderCount',
  'averageOrderValue',
  'quoteConversionRate',
];
const PERCENT_FIGURES = new Set<keyof OverviewFigures>(['marginRate', 'quoteConversionRate']);

const amount = (v: string | null | undefined): Cell => (v === null || v === undefined ? null : Number(v));

export async function analyticsXlsx(db: Db, auth: AuthContext, query: AnalyticsQuery, language: Language) {
  const tr = (key: string, values?: Record<string, string | number>) =>
    translate(language, `analytics.${key}`, values);
  const { ov, cf, pr, rec, pay, dt } = await everything(db, auth, query);
  const { default: Excel } = await import('exceljs'); // loaded on the first export
  const workbook = new Excel.Workbook();
  workbook.creator = 'Comptoir';
  const sheets = Object.fromEntries(
    ANALYTICS_TABS.map((tab) => [tab, workbook.addWorksheet(xlsxText(tr(`tabs.${tab}`)).slice(0, 31))]),
  ) as Record<AnalyticsTab, ExcelJS.Worksheet>;
  const put = (sheet: ExcelJS.Worksheet, values: Cell[], bold = false) => {
    // Neutralised before being made safe for the file: a carriage return written '_x000D_' reads
    // back as one, in front of the formula it hid.
    const row = sheet.addRow(values.map((v) => (typeof v === 'string' ? xlsxText(neutralizeCell(v)) : v)));
    if (bold) row.font = { bold: true };
  };
  const table = (sheet: ExcelJS.Worksheet, title: string, headers: string[], rows: Cell[][]) => {
    if (sheet.rowCount > 0) sheet.addRow([]);
    put(sheet, [title], true);
    put(sheet, headers, true);
    for (const r of rows) put(sheet, r);
  };
  const heading = (sheet: ExcelJS.Worksheet) => {
    put(
      sheet,
      [tr('exportFile.title', { from: frenchDate(ov.period.from), to: frenchDate(ov.period.to) })],
      true,
    );
    put(sheet, [`${tr('columns.amount')} : ${BOOK}`]);
  };
  for (const tab of ANALYTICS_TABS) {
    heading(sheets[tab]);
    sheets[tab].getColumn(1).width = 36;
    for (let c = 2; c <= 12; c += 1) sheets[tab].getColumn(c).width = 16;
  }

  // Overview
  const figure = (f: OverviewFigures | null, key: keyof OverviewFigures): Cell =>
    f === null ? null : typeof f[key] === 'number' ? (f[key] as number) : amount(f[key] as string | null);
  table(
    sheets.overview,
    tr('tabs.overview'),
    [
      '',
      tr('periodLabel'),
      ...(ov.previousFigures ? [tr('previous', { value: '' }).replace(/\s*:\s*$/, '')] : []),
    ],
    FIGURES.map((key) => [
      tr(`figures.${key}`) + (PERCENT_FIGURES.has(key) ? ' (%)' : ''),
      figure(ov.figures, key),
      ...(ov.previousFigures ? [figure(ov.previousFigures, key)] : []),
    ]),
  );
  table(
    sheets.overview,
    tr('sections.byMonth'),
    [tr('columns.month'), tr('figures.revenue'), tr('figures.purchases')],
    ov.byMonth.map((m) => [m.month, amount(m.revenue), amount(m.purchases)]),
  );
  table(
    sheets.overview,
    tr('sections.topClients'),
    [tr('columns.client'), tr('figures.revenue')],
    ov.topClients.map((c) => [c.name, amount(c.revenue)]),
  );
  table(
    sheets.overview,
    tr('sections.topProducts'),
    [tr('columns.product'), tr('columns.quantity'), tr('figures.revenue')],
    ov.topProducts.map((p) => [p.name, amount(p.quantity), amount(p.revenue)]),
  );

  // Cashflow
  const flowHeaders = [
    tr('columns.start'),
    tr('figures.incoming'),
    tr('figures.outgoing'),
    tr('figures.net'),
    tr('figures.cumulative'),
  ];
  const flowRow = (b: {
    start: string;
    incoming: string;
    outgoing: string;
    net: string;
    cumulative: string;
  }): Cell[] => [b.start, amount(b.incoming), amount(b.outgoing), amount(b.net), amount(b.cumulative)];
  table(sheets.cashflow, tr('sections.flows'), flowHeaders, [
    ...cf.buckets.map(flowRow),
    [tr('totals'), amount(cf.totals.incoming), amount(cf.totals.outgoing), amount(cf.totals.net), null],
  ]);
  table(sheets.cashflow, tr('sections.forecast'), flowHeaders, [
    [
      tr('sections.overdue'),
      amount(cf.forecast.overdue.incoming),
      amount(cf.forecast.overdue.outgoing),
      null,
      null,
    ],
    ...cf.forecast.weeks.map(flowRow),
  ]);

  // Profitability
  const marginHeaders = [
    tr('figures.revenue'),
    tr('figures.cost'),
    tr('figures.timeCost'),
    tr('figures.hours'),
    tr('figures.margin'),
    `${tr('figures.marginRate')} (%)`,
  ];
  const margin = (m: {
    revenue: string;
    cost: string;
    timeCost: string;
    hours: string;
    margin: string;
    marginRate: string | null;
  }): Cell[] => [
    amount(m.revenue),
    amount(m.cost),
    amount(m.timeCost),
    amount(m.hours),
    amount(m.margin),
    amount(m.marginRate),
  ];
  table(sheets.profitability, tr('totals'), marginHeaders, [margin(pr.totals)]);
  table(
    sheets.profitability,
    tr('sections.byOrder'),
    [tr('columns.order'), tr('columns.client'), tr('columns.source'), ...marginHeaders],
    pr.byOrder.map((o) => [o.reference ?? '', o.client, tr(`costSources.${o.costSource}`), ...margin(o)]),
  );
  table(
    sheets.profitability,
    tr('sections.byClient'),
    [tr('columns.client'), ...marginHeaders],
    pr.byClient.map((c) => [c.name, ...margin(c)]),
  );
  table(
    sheets.profitability,
    tr('sections.byProduct'),
    [tr('columns.product'), tr('columns.quantity'), tr('columns.source'), ...marginHeaders],
    pr.byProduct.map((p) => [
      p.name,
      amount(p.quantity),
      p.costSources.map((s) => tr(`costSources.${s}`)).join(', '),
      ...margin(p),
    ]),
  );

  // Receivables and payables
  const ageingSheet = (sheet: ExcelJS.Worksheet, data: AgeingResponse, party: string, daysKey: string) => {
    const headers = [
      party,
      tr('ageing.invoices'),
      ...AGEING_BUCKETS.map((b) => tr(`ageing.${b}`)),
      tr('ageing.total'),
    ];
    table(sheet, tr('ageing.asOf', { date: frenchDate(data.asOf) }), headers, [
      ...data.parties.map((p) => [
        p.name,
        p.invoices,
        ...AGEING_BUCKETS.map((b) => amount(p[b])),
        amount(p.total),
      ]),
      [tr('totals'), null, ...AGEING_BUCKETS.map((b) => amount(data.totals[b])), amount(data.totals.total)],
    ]);
    table(
      sheet,
      tr(`figures.${daysKey}`),
      [tr('periodLabel'), ...(data.previous ? [tr('previous', { value: '' }).replace(/\s*:\s*$/, '')] : [])],
      [[amount(data.days), ...(data.previous ? [amount(data.previousDays)] : [])]],
    );
  };
  ageingSheet(sheets.receivables, rec, tr('columns.client'), 'dso');
  ageingSheet(sheets.payables, pay, tr('columns.supplier'), 'dpo');

  // Detailed journal
  table(
    sheets.detailed,
    tr('tabs.detailed'),
    [
      tr('columns.date'),
      tr('columns.type'),
      tr('columns.direction'),
      tr('columns.number'),
      tr('columns.party'),
      tr('columns.amount'),
      tr('columns.currency'),
      tr('columns.baseAmount'),
      tr('columns.method'),
    ],
    dt.items.map((r) => [
      r.date,
      tr(`types.${r.type}`),
      tr(`directions.${r.direction}`),
      r.number ?? '',
      r.party,
      amount(r.amount.amount),
      r.amount.currency,
      amount(r.baseAmount),
      r.method ?? '',
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function analyticsPdf(db: Db, auth: AuthContext, query: AnalyticsQuery, language: Language) {
  const tr = (key: string, values?: Record<string, string | number>) =>
    translate(language, `analytics.${key}`, values);
  const { ov, cf, pr, rec, pay } = await everything(db, auth, query);
  const money = (v: string | null) => (v === null ? '—' : pdfMoney(v, BOOK));
  const pct = (v: string | null) => (v === null ? '—' : `${v.replace('.', ',')} %`);
  const show = (f: OverviewFigures, key: keyof OverviewFigures) =>
    PERCENT_FIGURES.has(key)
      ? pct(f[key] as string | null)
      : key === 'orderCount'
        ? String(f[key])
        : money(f[key] as string | null);
  const title = tr('exportFile.title', { from: frenchDate(ov.period.from), to: frenchDate(ov.period.to) });
  const previousLabel = tr('previous', { value: '' }).replace(/\s*:\s*$/, '');
  const daysText = (d: string | null) =>
    d === null ? '—' : tr('figures.days', { value: d.replace('.', ',') });
  const ageingText = (data: AgeingResponse, daysKey: string) =>
    [
      tr('ageing.asOf', { date: frenchDate(data.asOf) }),
      ...AGEING_BUCKETS.map((b) => `${tr(`ageing.${b}`)} : ${money(data.totals[b])}`),
      `${tr('ageing.total')} : ${money(data.totals.total)}`,
      `${tr(`figures.${daysKey}`)} : ${daysText(data.days)}`,
      ...data.parties.slice(0, 10).map((p) => `${p.name} : ${money(p.total)}`),
    ].join('\n');
  return renderPdf({
    title: tr('title').toUpperCase(),
    issuer: { name: 'Comptoir', lines: [] },
    meta: [
      {
        label: tr('periodLabel'),
        value: tr('range', { from: frenchDate(ov.period.from), to: frenchDate(ov.period.to) }),
      },
      ...(ov.previous
        ? [
            {
              label: previousLabel,
              value: tr('range', { from: frenchDate(ov.previous.from), to: frenchDate(ov.previous.to) }),
            },
          ]
        : []),
    ],
    party: { heading: tr('tabs.overview'), lines: [title] },
    columns: [
      { header: '', width: '*' },
      { header: tr('periodLabel'), width: 'auto', align: 'right' },
      ...(ov.previousFigures
        ? [{ header: previousLabel, width: 'auto' as const, align: 'right' as const }]
        : []),
    ],
    rows: FIGURES.map((key) => [
      {
        text: tr(`figures.${key}`),
        detail: key in DEFINITION_OF ? tr(`definitions.${DEFINITION_OF[key]}`) : undefined,
      },
      show(ov.figures, key),
      ...(ov.previousFigures ? [show(ov.previousFigures, key)] : []),
    ]),
    tableNote: `${tr('columns.amount')} : ${BOOK}`,
    totals: [
      { label: tr('figures.revenue'), value: money(ov.figures.revenue) },
      { label: tr('figures.purchases'), value: money(ov.figures.purchases) },
      { label: tr('figures.grossMargin'), value: money(ov.figures.grossMargin), strong: true },
    ],
    sections: [
      {
        title: tr('tabs.cashflow'),
        text: [
          `${tr('figures.incoming')} : ${money(cf.totals.incoming)}`,
          `${tr('figures.outgoing')} : ${money(cf.totals.outgoing)}`,
          `${tr('figures.net')} : ${money(cf.totals.net)}`,
          `${tr('sections.forecast')} (${frenchDate(cf.forecast.from)} – ${frenchDate(cf.forecast.to)}) : ${money(cf.forecast.totals.incoming)} / ${money(cf.forecast.totals.outgoing)}`,
          `${tr('sections.overdue')} : ${money(cf.forecast.overdue.incoming)} / ${money(cf.forecast.overdue.outgoing)}`,
        ].join('\n'),
      },
      {
        title: tr('tabs.profitability'),
        text: [
          `${tr('figures.revenue')} : ${money(pr.totals.revenue)}`,
          `${tr('figures.cost')} : ${money(pr.totals.cost)}`,
          `${tr('figures.timeCost')} : ${money(pr.totals.timeCost)}`,
          `${tr('figures.margin')} : ${money(pr.totals.margin)} (${pct(pr.totals.marginRate)})`,
          ...pr.byClient.slice(0, 10).map((c) => `${c.name} : ${money(c.margin)} (${pct(c.marginRate)})`),
        ].join('\n'),
      },
      { title: tr('tabs.receivables'), text: ageingText(rec, 'dso') },
      { title: tr('tabs.payables'), text: ageingText(pay, 'dpo') },
      {
        title: tr('sections.topClients'),
        text: ov.topClients.map((c) => `${c.name} : ${money(c.revenue)}`).join('\n') || tr('empty'),
      },
      {
        title: tr('sections.topProducts'),
        text: ov.topProducts.map((p) => `${p.name} : ${money(p.revenue)}`).join('\n') || tr('empty'),
      },
    ],
    footer: (page, pages) => `Comptoir · ${title} · Page ${page} / ${pages}`,
    info: { title, author: 'Comptoir' },
  });
}

const DEFINITION_OF: Partial<Record<keyof OverviewFigures, string>> = {
  revenue: 'revenue',
  cashCollected: 'cashCollected',
  purchases: 'purchases',
  grossMargin: 'grossMargin',
  openReceivables: 'openReceivables',
  openPayables: 'openPayables',
  orderIntake: 'orderIntake',
  quoteConversionRate: 'quoteConversionRate',
};
