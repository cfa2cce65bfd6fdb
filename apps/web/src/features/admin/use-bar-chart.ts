import { useEffect, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNaira } from '../../lib/format';

/** The brand's teal (brand-700): 5.5:1 against the white card. */
const BAR_COLOUR = '#0f766e';
/** slate-700 for the axes' text, slate-200 for the grid. */
const AXIS_COLOUR = '#334155';
const GRID_COLOUR = '#e2e8f0';
/** The naira axis steps in whole naira (1, 2, 5, 10, 20, 50, …): never ₦0.5 shown as ₦1. */
const NAIRA_STEPS = Array.from({ length: 30 }, (_, i) => [1, 2, 5][i % 3]! * 10 ** Math.floor(i / 3));
/** The naira axis of a period without sales still reads as money: ₦0 to ₦1,000. */
const EMPTY_AXIS_TOP = 1000;

/**
 * Renders naira amounts as a bar chart in `container` (which sets its size), rendered again when
 * the figures change or the container is resized, and removed with the component. The chart is
 * a picture only: its figures are written out beside it.
 */
export function useBarChart(container: RefObject<HTMLElement | null>, labels: string[], naira: number[]) {
  const key = JSON.stringify([labels, naira]);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const [names, values] = JSON.parse(key) as [string[], number[]];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: element.clientHeight,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          // Bars stand on whole positions, half a bar's room either side of the first and last.
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : EMPTY_AXIS_TOP] },
        },
        axes: [
          {
            stroke: AXIS_COLOUR,
            grid: { show: false },
            incrs: [1, 2, 3, 7, 14, 30, 61],
            values: (_u, splits) => splits.map((i) => names[i] ?? ''),
          },
          {
            stroke: AXIS_COLOUR,
            grid: { stroke: GRID_COLOUR },
            size: 84,
            incrs: NAIRA_STEPS,
            values: (_u, splits) => splits.map((v) => formatNaira(v)),
          },
        ],
        series: [
          {},
          {
            label: 'Sales',
            fill: BAR_COLOUR,
            stroke: BAR_COLOUR,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 64] }),
          },
        ],
      },
      [names.map((_, i) => i), values],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [container, key]);
}
