import { useId } from 'react';
import { Link } from '../../../components/ui/link';
import { plural } from '../../../lib/format';
import type { HelpCategory } from '../help-content';
import { HELP_COLOUR_CLASSES } from './help-colours';
import { Icon } from '../../../components/ui/icons';

/**
 * The help topics, each a button that opens or closes its list of articles. Topics open and
 * close independently; the parent decides which are open (a search opens every match).
 */
export function CategoryAccordion({
  categories,
  openIds,
  onToggle,
}: {
  categories: readonly HelpCategory[];
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryPanel
            category={category}
            open={openIds.has(category.id)}
            onToggle={() => onToggle(category.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryPanel({
  category,
  open,
  onToggle,
}: {
  category: HelpCategory;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const colours = HELP_COLOUR_CLASSES[category.colour];
  return (
    <div className={`rounded-xl border-l-4 bg-white shadow-sm ring-1 ring-slate-200 ${colours.accent}`}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-4 rounded-xl px-4 py-4 text-left hover:bg-slate-50 sm:px-5"
        >
          <span
            aria-hidden="true"
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-bold ${colours.badge}`}
          >
            {category.title.charAt(0)}
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-bold text-slate-900">{category.title}</span>
            <span className="text-sm text-slate-600">{category.description}</span>
          </span>
          <span className="hidden shrink-0 text-sm text-slate-600 sm:inline">
            {plural(category.articles.length, 'article')}
          </span>
          <Icon
            name="chevron-down"
            className={`shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-2 py-2 sm:px-3">
        <ul>
          {category.articles.map((article) => (
            <li key={article.slug}>
              <Link
                to={article.url}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-slate-800 hover:bg-brand-50 hover:text-brand-900"
              >
                <span>{article.title}</span>
                <Icon name="chevron-right" size={16} className="shrink-0 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
