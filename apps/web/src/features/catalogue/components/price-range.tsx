import { PRICE_SLIDER, TIMINGS } from '@better-deals/domain';
import { useEffect, useId, useState } from 'react';
import { formatNaira } from '../../../lib/format';
import { sliderLabel } from '../store-filters';

type Range = readonly [number, number];

/**
 * Two labelled sliders, 0–1000 in steps of 10, read as thousands of naira; the top of the
 * maximum means no upper limit ('₦1,000,000+'). Applies a change once the shopper lets go for
 * 500 ms, so dragging does not fire a request per step.
 */
export function PriceRange({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Range>(value);
  const [applied, setApplied] = useState<Range>(value);

  if (value[0] !== applied[0] || value[1] !== applied[1]) {
    setApplied(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft[0] === applied[0] && draft[1] === applied[1]) return;
    const timer = setTimeout(() => {
      setApplied(draft);
      onChange(draft);
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, applied, onChange]);

  const label = (n: number) => sliderLabel(n, formatNaira);
  const slider = (which: 0 | 1) => {
    const name = which === 0 ? 'Minimum price' : 'Maximum price';
    const position = draft[which];
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between text-sm">
          <label htmlFor={`${id}-${which}`} className="text-slate-700">
            {name}
          </label>
          <output htmlFor={`${id}-${which}`} className="font-semibold text-slate-900">
            {label(position)}
          </output>
        </div>
        <input
          id={`${id}-${which}`}
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={position}
          aria-valuetext={label(position)}
          onChange={(event) => {
            const n = Number(event.target.value);
            // The handles never cross: each stops at the other.
            setDraft(which === 0 ? [Math.min(n, draft[1]), draft[1]] : [draft[0], Math.max(n, draft[0])]);
          }}
          className="h-6 w-full cursor-pointer accent-brand-700"
        />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" aria-hidden="true">
        {label(draft[0])} – {label(draft[1])}
      </p>
      {slider(0)}
      {slider(1)}
    </div>
  );
}
