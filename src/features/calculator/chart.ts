/**
 * The result chart: chart.js with only the bar-chart parts registered. The island imports this
 * module dynamically once the first result arrives, so no chart code ships with the page.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, type Plugin } from 'chart.js';
import { DATASET_LABEL, poundsTick } from '../../lib/calculatorVariants';
import { formatPounds } from '../../lib/format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
Chart.defaults.font.size = 13;
Chart.defaults.color = '#4a5568';

export interface BarSpec {
  labels: [string, string];
  values: [number, number];
  colours: readonly [string, string];
}

const LABEL_FONT = (px: number) => `700 ${px}px ${Chart.defaults.font.family}`;

/**
 * Each bar's value over it, so the chart (and the image e-mailed from it) reads without a tooltip.
 * A label keeps to its bar's share of the width: with pence if they fit, else in whole pounds, else
 * smaller; and never past the canvas's edges (a billion pounds on a 320 px phone).
 */
const valueLabels: Plugin<'bar'> = {
  id: 'valueLabels',
  afterDatasetsDraw(chart) {
    const { ctx, chartArea } = chart;
    const bars = chart.getDatasetMeta(0).data;
    const room = chartArea.width / Math.max(bars.length, 1) - 8;
    ctx.save();
    ctx.fillStyle = '#14213d';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    bars.forEach((bar, i) => {
      const value = Number(chart.data.datasets[0]!.data[i]);
      ctx.font = LABEL_FONT(14);
      let text = formatPounds(value, { pence: true });
      if (ctx.measureText(text).width > room) text = formatPounds(value);
      const width = ctx.measureText(text).width;
      if (width > room) ctx.font = LABEL_FONT(Math.max(10, Math.floor((14 * room) / width)));
      const half = ctx.measureText(text).width / 2;
      ctx.fillText(text, Math.min(Math.max(bar.x, half + 2), chart.width - half - 2), bar.y - 6);
    });
    ctx.restore();
  },
};

const config = (spec: BarSpec) => ({
  labels: spec.labels,
  datasets: [
    {
      label: DATASET_LABEL,
      data: spec.values,
      backgroundColor: [...spec.colours],
      borderRadius: 6,
      maxBarThickness: 140,
    },
  ],
});

export type BarChart = Chart<'bar', number[], string>;

/** Draws the chart on `canvas`: y from zero with '£' ticks, no animation (the report exports it soon after). */
export function drawBarChart(canvas: HTMLCanvasElement, spec: BarSpec): BarChart {
  return new Chart(canvas, {
    type: 'bar',
    data: config(spec),
    plugins: [valueLabels],
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      events: [],
      layout: { padding: { top: 26 } },
      scales: {
        x: { grid: { display: false }, ticks: { font: { weight: 'bold', size: 14 }, color: '#14213d' } },
        y: {
          beginAtZero: true,
          title: { display: true, text: DATASET_LABEL },
          ticks: { callback: (v) => poundsTick(Number(v)) },
        },
      },
    },
  });
}

/** Redraws an existing chart with a new result. */
export function updateBarChart(chart: BarChart, spec: BarSpec): void {
  chart.data = config(spec);
  chart.update();
}
