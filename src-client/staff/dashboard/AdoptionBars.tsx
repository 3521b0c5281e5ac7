import { lazy } from 'react';
import type { TAdoptionBucket } from '../../../src-shared/schemas/dashboard';
import { ChartBox } from '../reports/charts/ChartBox';
import { BAR_CHART_HEIGHT } from './bar-scale';

const AdoptionBarsDrawing = lazy(async () => ({ default: (await import('./AdoptionBarsDrawing')).AdoptionBarsDrawing }));

/** The adoption bars, in a box of their height from the start. */
export function AdoptionBars({ buckets, title }: { buckets: readonly TAdoptionBucket[]; title: string }) {
  return <ChartBox height={BAR_CHART_HEIGHT}>{(width) => <AdoptionBarsDrawing buckets={buckets} title={title} width={width} />}</ChartBox>;
}
