import { CATEGORIES, type Category } from '@carshop/contract/constants';
import { Link } from 'react-router';
import { cataloguePath } from '@/domains/catalogue/paths';
import { HomeSection } from './home-section';

const CATEGORY_NOTES: Record<Category, string> = {
  Sedan: 'Comfort for every day',
  SUV: 'Room for the family',
  Truck: 'Built for hard work',
  Coupe: 'Sporty two-door style',
  Convertible: 'Open-air driving',
};

/** The five categories, each opening the catalogue filtered by it (spec §2). */
export function CategoryGrid() {
  return (
    <HomeSection
      id="categories"
      eyebrow="Browse by type"
      title="Shop by Category"
      lead="Pick a body style to see every matching car in stock."
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {CATEGORIES.map((category) => (
          <li key={category} className="last:max-sm:col-span-2">
            <Link
              to={cataloguePath({ category })}
              className="group flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md motion-reduce:hover:translate-y-0"
            >
              <img
                src={`/images/categories/${category.toLowerCase()}.svg`}
                alt=""
                width={240}
                height={120}
                loading="lazy"
                className="h-auto w-full max-w-40"
              />
              <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                {category}
              </span>
              <span className="text-sm text-slate-600">{CATEGORY_NOTES[category]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
