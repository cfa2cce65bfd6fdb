import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, type RefObject } from 'react';
import { formatNaira } from '../../lib/format';

// Only the parts a bar chart needs, so the admin chunk carries no more of the library than that.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The brand's teal (brand-700): 5.5:1 against the white card. */
const BAR_COLOUR = '#0f766e';

/**
 * Renders naira amounts as a bar chart on `canvas`, rendered again when the figures change and
 * removed with the component. The chart is a picture only: its figures are written out beside it.
 */
export function useBarChart(canvas: RefObject<HTMLCanvasElement | null>, labels: string[], naira: number[]) {
  const key = JSON.stringify([labels, naira]);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const [chartLabels, values] = JSON.parse(key) as [string[], number[]];
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: chartLabels,
        datasets: [{ label: 'Sales', data: values, backgroundColor: BAR_COLOUR, borderRadius: 4 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { callback: (value) => formatNaira(Number(value)) } },
        },
        plugins: {
          tooltip: { callbacks: { label: (item) => formatNaira(item.parsed.y ?? 0) } },
        },
      },
    });
    return () => chart.destroy();
  }, [canvas, key]);
}
