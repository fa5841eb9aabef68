import { i18n } from '@lingui/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from './chart-data';
import { Chart, type ChartProps } from './chart';
import { renderWithI18n } from '../../../tests/render-with-i18n';

const day = (date: number) => new Date(Date.UTC(2025, 0, date));

const series: ChartSeries[] = [
  {
    key: 'views',
    label: 'Views',
    data: [
      { x: day(1), y: 1234 },
      { x: day(2), y: 2500.5 },
      { x: day(3), y: 0 },
    ],
  },
  {
    key: 'visitors',
    label: 'Visitors',
    data: [
      { x: day(1), y: 10 },
      { x: day(3), y: 20 },
    ],
  },
];

function renderChart(props: Partial<ChartProps> = {}) {
  const ui: ReactElement = (
    <Chart kind="line" series={series} title="Page views per day" timeZone="UTC" width={400} {...props} />
  );
  return renderWithI18n(ui);
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const tooltip = () => document.querySelector('[data-slot="chart-tooltip"]');

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  vi.unstubAllGlobals();
});

describe('Chart table alternative', () => {
  it('has the title as caption, one column per series and one row per date, formatted', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Page views per day' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Date', 'Views', 'Visitors']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['1 Jan 2025', '1,234', '10'],
      ['2 Jan 2025', '2,500.5', '—No value'],
      ['3 Jan 2025', '0', '20'],
    ]);
  });

  it('formats dates and numbers in the active locale', () => {
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    renderChart();
    const cells = texts(screen.getAllByRole('cell'));
    expect(cells.slice(0, 3)).toEqual(['1.234', '10', '2.500,5']);
    expect(texts(screen.getAllByRole('rowheader'))[0]).toBe('01.01.2025');
  });

  it('names the x column after the categories when x values are not dates', () => {
    renderChart({ kind: 'bar', series: [{ key: 'b', label: 'Browsers', data: [{ x: 'Firefox', y: 3 }] }] });
    expect(texts(screen.getAllByRole('columnheader'))).toEqual(['Category', 'Browsers']);
  });

  it('stays for screen readers only until "Show as table" is pressed, which swaps the plot for it', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    const table = container.querySelector('[data-slot="chart-table"]');
    expect(table?.className).toContain('sr-only');

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(table?.className).not.toContain('sr-only');
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(table?.className).toContain('sr-only');
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('says what it shows: the toggle names the other view, and the change is announced', async () => {
    const user = userEvent.setup();
    renderChart();
    // Nothing is announced before anyone asks for a change.
    expect(screen.getByRole('status').textContent).toBe('');

    await user.tab();
    await user.keyboard('{Enter}');
    const toggle = screen.getByRole('button', { name: 'Show as chart' });
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByRole('status').textContent).toBe('Shown as a table');
    // The table follows the toggle and takes the keyboard for scrolling.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Page views per day' }));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show as table' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Shown as a chart');
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('Chart colours', () => {
  const outcomes: ChartSeries[] = [
    { key: 'failed', label: 'Failed', status: 'failed', data: [{ x: day(1), y: 2 }] },
    { key: 'processed', label: 'Delivered', status: 'processed', data: [{ x: day(1), y: 9 }] },
    { key: 'previous', label: 'Previous', data: [{ x: day(1), y: 4 }] },
  ];
  const swatches = (root: Element) =>
    [...root.querySelectorAll<HTMLElement>('[data-slot="chart-swatch"]')].map(
      (swatch) => swatch.style.backgroundColor,
    );

  it('lists every series in the legend with its palette colour', () => {
    renderChart();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(texts(within(legend).getAllByRole('listitem'))).toEqual(['Views', 'Visitors']);
    expect(swatches(legend)).toEqual(['var(--chart-1)', 'var(--chart-2)']);
  });

  it('paints failures in the failure colour wherever they stand, in the marks, legend, tooltip and table alike', async () => {
    const user = userEvent.setup();
    const { container } = renderChart({ kind: 'bar', series: outcomes });
    const expected = ['var(--destructive)', 'var(--chart-1)', 'var(--chart-2)'];
    const marks = [...container.querySelectorAll<SVGGElement>('g[data-series]')];
    expect(marks.map((group) => group.style.color)).toEqual(expected);
    expect(swatches(screen.getByRole('list', { name: 'Legend' }))).toEqual(expected);
    expect(swatches(screen.getByRole('table'))).toEqual(expected);

    await user.tab();
    await user.tab();
    expect(swatches(tooltip() as Element)).toEqual(expected);
  });
});

describe('Chart accessible name', () => {
  it('summarises the title, the kind, the series and the span of dates', () => {
    renderChart();
    expect(
      screen.getByRole('img', {
        name: 'Page views per day: line chart of Views and Visitors from 1 Jan 2025 to 3 Jan 2025',
      }),
    ).toBeTruthy();
  });

  it('names the kind of chart drawn', () => {
    renderChart({ kind: 'bar' });
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('bar chart of Views and Visitors');
  });

  it('hides the SVG itself from screen readers', () => {
    const { container } = renderChart();
    expect(container.querySelector('[role="img"] svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Chart tooltip', () => {
  it('follows the keyboard and shows the date and every series at it', async () => {
    const user = userEvent.setup();
    renderChart();
    expect(tooltip()).toBeNull();

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('img'));
    expect(tooltip()?.textContent).toBe('1 Jan 2025Views1,234Visitors10');

    await user.keyboard('{ArrowRight}');
    expect(tooltip()?.textContent).toBe('2 Jan 2025Views2,500.5Visitors—');

    await user.keyboard('{End}');
    expect(tooltip()?.textContent).toContain('3 Jan 2025');

    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });

  it('shows the row nearest the pointer and hides when the pointer leaves', () => {
    // 400 px wide less the 64 px of side margins: three rows 112 px apart, centred at 56, 168 and 280.
    const { container } = renderChart();
    const svg = container.querySelector('[role="img"] svg') as SVGSVGElement;
    fireEvent.pointerMove(svg, { clientX: 48 + 170, clientY: 50 });
    expect(tooltip()?.textContent).toContain('2 Jan 2025');

    fireEvent.pointerMove(svg, { clientX: 48 + 300, clientY: 50 });
    expect(tooltip()?.textContent).toContain('3 Jan 2025');

    fireEvent.pointerLeave(svg);
    expect(tooltip()).toBeNull();
  });
});

describe('Chart drawing', () => {
  it('draws one bar per value of each series', () => {
    const { container } = renderChart({ kind: 'bar' });
    expect(container.querySelectorAll('[data-series="views"] rect')).toHaveLength(3);
    expect(container.querySelectorAll('[data-series="visitors"] rect')).toHaveLength(2);
  });

  it("fills its parent's width when no width is given", () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly report: ResizeObserverCallback;
        constructor(report: ResizeObserverCallback) {
          this.report = report;
        }
        observe(target: Element) {
          const entry = { target, contentRect: { width: 520, height: 240, top: 0, left: 0 } };
          this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    const { container } = renderChart({ width: undefined, height: 300 });
    const svg = container.querySelector('[role="img"] svg');
    expect(svg?.getAttribute('width')).toBe('520');
    expect(svg?.getAttribute('height')).toBe('300');
  });
});

describe('Chart states', () => {
  it('shows the empty state when no series has data', () => {
    renderChart({ series: [{ key: 'views', label: 'Views', data: [] }] });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a skeleton while loading, even with data at hand', () => {
    const { container } = renderChart({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('[data-slot="skeleton"]')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
