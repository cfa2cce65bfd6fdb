import { useId, useState } from 'react';
import type { FaqCategory, FaqItem } from '../faq-content';
import { Icon } from '../../../components/ui/icons';

/**
 * The questions grouped by topic. Each answer opens and closes on its own (several can be open
 * at once); the question is a button that says whether its answer is showing.
 */
export function FaqList({ categories }: { categories: readonly FaqCategory[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-8">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`}>
          <h2 id={`faq-${category.id}`} className="mb-3 text-xl font-bold text-slate-900">
            {category.title}
          </h2>
          <ul className="flex flex-col gap-3">
            {category.items.map((item) => (
              <li key={item.id}>
                <FaqEntry item={item} open={open.has(item.id)} onToggle={() => toggle(item.id)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FaqEntry({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const answerId = useId();
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-5"
        >
          <span>{item.question}</span>
          <Icon
            name="chevron-down"
            className={`shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-4 pb-4 leading-relaxed text-slate-700 sm:px-5">
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
