import { CATEGORIES, type Category, DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '@carshop/contract/constants';
import { RotateCcwIcon, SearchIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { type CatalogueFilters, parsePrice } from '../filters';
import { useDebouncedField } from '../hooks/use-debounced-field';

const trimmed = (value: string) => value.trim();
const minPriceText = (value: string) => String(parsePrice(value, DEFAULT_MIN_PRICE));
const maxPriceText = (value: string) => String(parsePrice(value, DEFAULT_MAX_PRICE));

type Props = {
  filters: CatalogueFilters;
  onChange: (patch: Partial<Omit<CatalogueFilters, 'page'>>) => void;
  onReset: () => void;
};

/** Search (debounced), category, price range and Reset. Typed values reach the URL after a 300 ms pause. */
export function CatalogueFiltersForm({ filters, onChange, onReset }: Props) {
  const commitSearch = useCallback((searchTerm: string) => onChange({ searchTerm }), [onChange]);
  const commitMin = useCallback(
    (value: string) => onChange({ minPrice: parsePrice(value, DEFAULT_MIN_PRICE) }),
    [onChange],
  );
  const commitMax = useCallback(
    (value: string) => onChange({ maxPrice: parsePrice(value, DEFAULT_MAX_PRICE) }),
    [onChange],
  );
  const [search, setSearch] = useDebouncedField(filters.searchTerm, commitSearch, { normalize: trimmed });
  const [minPrice, setMinPrice] = useDebouncedField(String(filters.minPrice), commitMin, {
    normalize: minPriceText,
  });
  const [maxPrice, setMaxPrice] = useDebouncedField(String(filters.maxPrice), commitMax, {
    normalize: maxPriceText,
  });

  const reset = () => {
    setSearch('');
    setMinPrice(String(DEFAULT_MIN_PRICE));
    setMaxPrice(String(DEFAULT_MAX_PRICE));
    onReset();
  };

  return (
    <search aria-label="Filter cars">
      <form
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor="catalogue-search">Search</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="catalogue-search"
              type="search"
              placeholder="Search here"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor="catalogue-category">Category</Label>
          <NativeSelect
            id="catalogue-category"
            value={filters.category}
            onChange={(event) => onChange({ category: event.target.value as Category | '' })}
          >
            {/* The placeholder is also the way back to every category. */}
            <option value="">Select Category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="catalogue-min-price">Min Price</Label>
          <Input
            id="catalogue-min-price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="catalogue-max-price">Max Price</Label>
          <Input
            id="catalogue-max-price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
        </div>
        <Button type="button" variant="outline" onClick={reset} className="col-span-2 lg:col-span-1">
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
      </form>
    </search>
  );
}
