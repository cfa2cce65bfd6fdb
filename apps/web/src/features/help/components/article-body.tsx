import type { HelpBlock } from '../help-articles';

/** An article's content: paragraphs, sub-headings, numbered steps, lists and tips. */
export function ArticleBody({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'text':
            return <p key={key}>{block.text}</p>;
          case 'heading':
            return (
              <h2 key={key} className="mt-2 text-xl font-bold text-slate-900">
                {block.text}
              </h2>
            );
          case 'steps':
            return (
              <ol
                key={key}
                className="flex list-decimal flex-col gap-2 pl-6 marker:font-bold marker:text-brand-800"
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </ol>
            );
          case 'list':
            return (
              <ul key={key} className="flex list-disc flex-col gap-2 pl-6 marker:text-brand-700">
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </ul>
            );
          case 'tip':
            return (
              <p key={key} className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-slate-800">
                <strong className="text-brand-900">Tip: </strong>
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
