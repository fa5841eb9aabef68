import { Trans, useLingui } from '@lingui/react/macro';
import { Chart } from '@/components/charts/chart';
import type { ChartPoint, ChartSeries } from '@/components/charts/chart-data';
import { GalleryItem, GallerySection } from './gallery-section';

// Two weeks of daily events from two ad platforms; fixed numbers, so the screenshots stay the same.
const google = [1820, 2140, 1975, 2410, 2630, 1590, 1380, 2250, 2480, 2315, 2790, 2960, 1710, 1540];
const meta = [1210, 1380, 1560, 1490, 1720, 1940, 2010, 1650, 1580, 1730, 1690, 1880, 2120, 2240];

function daily(values: readonly number[]): ChartPoint[] {
  return values.map((y, day) => ({ x: new Date(Date.UTC(2025, 6, 1 + day)), y }));
}

const sources = [
  ['Google Ads', 4820],
  ['Meta Ads', 3610],
  ['TikTok Ads', 1290],
  ['Newsletter', 870],
  ['Organic', 2350],
] as const;

/** Line, area and bar charts, and the loading and empty states they share. */
export function ChartsSection() {
  const { t } = useLingui();
  const events: ChartSeries[] = [
    { key: 'google', label: 'Google Ads', data: daily(google) },
    { key: 'meta', label: 'Meta Ads', data: daily(meta) },
  ];
  const conversions: ChartSeries[] = [
    { key: 'conversions', label: t`Conversions`, data: daily(google.map((value) => Math.round(value / 12))) },
  ];
  const bySource: ChartSeries[] = [
    { key: 'events', label: t`Events`, data: sources.map(([x, y]) => ({ x, y })) },
  ];
  const format = { timeZone: 'UTC' };
  return (
    <GallerySection id="charts" title={<Trans>Charts</Trans>}>
      <div className="grid gap-6 lg:grid-cols-2">
        <GalleryItem title={<Trans>Line chart</Trans>} className="block">
          <Chart kind="line" title={t`Events per day by platform`} series={events} {...format} />
        </GalleryItem>
        <GalleryItem title={<Trans>Area chart</Trans>} className="block">
          <Chart kind="area" title={t`Conversions per day`} series={conversions} {...format} />
        </GalleryItem>
        <GalleryItem title={<Trans>Bar chart</Trans>} className="block">
          <Chart kind="bar" title={t`Events by source`} xLabel={t`Source`} series={bySource} />
        </GalleryItem>
        <div className="grid content-start gap-6">
          <GalleryItem title={<Trans>Loading chart</Trans>} className="block">
            <Chart kind="line" title={t`Events per day by platform`} series={events} loading height={96} />
          </GalleryItem>
          <GalleryItem title={<Trans>Empty chart</Trans>} className="block">
            <Chart
              kind="bar"
              title={t`Events by source`}
              series={[{ key: 'events', label: t`Events`, data: [] }]}
              height={96}
            />
          </GalleryItem>
        </div>
      </div>
    </GallerySection>
  );
}
