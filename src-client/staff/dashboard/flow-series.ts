import { themeColor } from '../reports/charts/chart-colors';

export const FLOW_CHART_HEIGHT = 220;

/** The flow chart's two series, in its legend's order and colours. */
export const FLOW_SERIES = [
  { key: 'intakes', label: 'Intakes', color: themeColor('teal.500') },
  { key: 'outcomes', label: 'Outcomes', color: themeColor('orange.400') },
] as const;
