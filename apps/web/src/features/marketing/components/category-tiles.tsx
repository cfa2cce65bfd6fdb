import type { Category } from '@better-deals/domain';
import { Link } from '../../../components/ui/link';
import { SectionHeading } from './section-heading';
import { Icon, type IconName } from '../../../components/ui/icons';

interface Tile {
  name: string;
  /** The catalogue category the tile opens (Fashion is the Clothing category). */
  category: Category;
  text: string;
  icon: IconName;
  tint: string;
}

const TILES: readonly Tile[] = [
  {
    name: 'Electronics',
    category: 'Electronics',
    text: 'Phones, laptops, TVs and audio',
    icon: 'phone-device',
    tint: 'bg-sky-50 text-sky-800 ring-sky-100',
  },
  {
    name: 'Fashion',
    category: 'Clothing',
    text: 'Clothing, shoes and accessories',
    icon: 'shirt',
    tint: 'bg-rose-50 text-rose-800 ring-rose-100',
  },
  {
    name: 'Home & Garden',
    category: 'Home & Garden',
    text: 'Kitchen, furniture and décor',
    icon: 'home-garden',
    tint: 'bg-emerald-50 text-emerald-800 ring-emerald-100',
  },
  {
    name: 'Sports',
    category: 'Sports',
    text: 'Fitness gear and outdoor kit',
    icon: 'ball',
    tint: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
];

/** The store, filtered to one category. */
const categoryStorePath = (category: Category) => `/store?${new URLSearchParams({ category })}`;

/** Home's shop-by-category tiles (spec §2 Home), each opening the store filtered to it. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="shop-by-category" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <SectionHeading
          id="shop-by-category"
          title="Shop by Category"
          intro="Find the best deals in the categories you love."
        />
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {TILES.map(({ name, category, text, icon, tint }) => (
            <li key={name}>
              <Link
                to={categoryStorePath(category)}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-slate-50 p-5 text-center ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-md sm:p-6"
              >
                <span
                  className={`inline-flex h-16 w-16 items-center justify-center rounded-2xl ring-1 ${tint}`}
                >
                  <Icon name={icon} size={32} />
                </span>
                <span className="text-lg font-bold text-slate-900 group-hover:text-brand-800">{name}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
