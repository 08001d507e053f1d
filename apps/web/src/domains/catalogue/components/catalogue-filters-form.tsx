import type { CarFacets } from '@carshop/contract/car';
import {
  CATEGORIES,
  CONDITIONS,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '@carshop/contract/constants';
import { RotateCcwIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatAmount } from '@/lib/format';
import {
  type CatalogueFilterPatch,
  type CatalogueFilters,
  MILEAGE_LIMITS,
  parsePrice,
  parseYear,
} from '../filters';
import { useDebouncedField } from '../hooks/use-debounced-field';
import { cataloguePaths } from '../paths';

/**
 * The form's id: the toolbar's search and "Sort by" belong to it (`form=`), so before the app has run, Enter in
 * the search or the form's button sends them all in one GET.
 */
export const CATALOGUE_FORM_ID = 'catalogue-filters-form';

const minPriceText = (value: string) => String(parsePrice(value, DEFAULT_MIN_PRICE));
const maxPriceText = (value: string) => String(parsePrice(value, DEFAULT_MAX_PRICE));
const yearText = (value: string) => String(parseYear(value) ?? '');

type Props = {
  /** Prefixes the fields' ids: the panel is on the page (wide screens) and in the phone's sheet. */
  idPrefix: string;
  filters: CatalogueFilters;
  /** Cars per value with the other filters; absent while they load (the options show no counts then). */
  facets: CarFacets | undefined;
  onChange: (patch: CatalogueFilterPatch) => void;
  onReset: () => void;
  /** The submit button: "Show 12 cars" closes the phone's sheet (`onSubmit`). */
  submitLabel: string;
  onSubmit: () => void;
};

/**
 * The catalogue's filters: category, price, fuel, gearbox, condition, year and mileage, each select with the
 * number of cars each choice would list. Choices apply at once; typed numbers after a 300 ms pause. It is a
 * real GET form of the catalogue's address too, so it filters before the app's script has run.
 */
export function CatalogueFiltersForm({
  idPrefix,
  filters,
  facets,
  onChange,
  onReset,
  submitLabel,
  onSubmit,
}: Props) {
  const commit = useCallback(
    (patch: (value: string) => CatalogueFilterPatch) => (value: string) => onChange(patch(value)),
    [onChange],
  );
  const commitMin = useCallback(
    (value: string) => onChange({ minPrice: parsePrice(value, DEFAULT_MIN_PRICE) }),
    [onChange],
  );
  const commitMax = useCallback(
    (value: string) => onChange({ maxPrice: parsePrice(value, DEFAULT_MAX_PRICE) }),
    [onChange],
  );
  const commitMinYear = useCallback((value: string) => onChange({ minYear: parseYear(value) }), [onChange]);
  const commitMaxYear = useCallback((value: string) => onChange({ maxYear: parseYear(value) }), [onChange]);
  const [minPrice, setMinPrice] = useDebouncedField(String(filters.minPrice), commitMin, {
    normalize: minPriceText,
  });
  const [maxPrice, setMaxPrice] = useDebouncedField(String(filters.maxPrice), commitMax, {
    normalize: maxPriceText,
  });
  const [minYear, setMinYear] = useDebouncedField(String(filters.minYear ?? ''), commitMinYear, {
    normalize: yearText,
  });
  const [maxYear, setMaxYear] = useDebouncedField(String(filters.maxYear ?? ''), commitMaxYear, {
    normalize: yearText,
  });

  const reset = () => {
    setMinPrice(String(DEFAULT_MIN_PRICE));
    setMaxPrice(String(DEFAULT_MAX_PRICE));
    setMinYear('');
    setMaxYear('');
    onReset();
  };
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form
      id={CATALOGUE_FORM_ID}
      method="get"
      action={cataloguePaths.catalogue}
      aria-label="Filter cars"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid grid-cols-2 gap-x-3 gap-y-4"
    >
      <CountedSelect
        id={id('category')}
        name="category"
        label="Category"
        anyLabel="Select Category"
        values={CATEGORIES}
        counts={facets?.category}
        value={filters.category}
        onChange={commit((category) => ({ category: category as CatalogueFilters['category'] }))}
      />
      <NumberField
        id={id('min-price')}
        name="minPrice"
        label="Min Price"
        step={1000}
        value={minPrice}
        onChange={setMinPrice}
      />
      <NumberField
        id={id('max-price')}
        name="maxPrice"
        label="Max Price"
        step={1000}
        value={maxPrice}
        onChange={setMaxPrice}
      />
      <CountedSelect
        id={id('fuel')}
        name="fuelType"
        label="Fuel"
        anyLabel="Any fuel"
        values={FUEL_TYPES}
        counts={facets?.fuelType}
        value={filters.fuelType}
        onChange={commit((fuelType) => ({ fuelType: fuelType as CatalogueFilters['fuelType'] }))}
      />
      <CountedSelect
        id={id('transmission')}
        name="transmission"
        label="Transmission"
        anyLabel="Any gearbox"
        values={TRANSMISSIONS}
        counts={facets?.transmission}
        value={filters.transmission}
        onChange={commit((transmission) => ({
          transmission: transmission as CatalogueFilters['transmission'],
        }))}
      />
      <CountedSelect
        id={id('condition')}
        name="condition"
        label="Condition"
        anyLabel="New or used"
        values={CONDITIONS}
        counts={facets?.condition}
        value={filters.condition}
        onChange={commit((condition) => ({ condition: condition as CatalogueFilters['condition'] }))}
      />
      <NumberField
        id={id('min-year')}
        name="minYear"
        label="Year from"
        placeholder="Any"
        value={minYear}
        onChange={setMinYear}
      />
      <NumberField
        id={id('max-year')}
        name="maxYear"
        label="Year to"
        placeholder="Any"
        value={maxYear}
        onChange={setMaxYear}
      />
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor={id('mileage')}>Mileage</Label>
        <NativeSelect
          id={id('mileage')}
          name="maxMileage"
          value={filters.maxMileage === undefined ? '' : String(filters.maxMileage)}
          onChange={(event) =>
            onChange({ maxMileage: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">Any mileage</option>
          {/* A limit from a shared link that the list does not offer still shows as chosen. */}
          {[
            ...new Set([
              ...MILEAGE_LIMITS,
              ...(filters.maxMileage === undefined ? [] : [filters.maxMileage]),
            ]),
          ]
            .sort((a, b) => a - b)
            .map((limit) => (
              <option key={limit} value={limit}>
                {`Up to ${formatAmount(limit)} km`}
              </option>
            ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-3">
        {/* Before the app has run, it submits the form (a plain GET of the catalogue); then, choices apply
            at once and it only closes the phone's sheet, so wide screens hide it. */}
        <Button type="submit" className="lg:[html[data-ready]_&]:hidden">
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={reset}>
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
      </div>
    </form>
  );
}

/** A select of fixed values, each with how many cars choosing it would list: "Diesel (12)". */
function CountedSelect<T extends string>({
  id,
  name,
  label,
  anyLabel,
  values,
  counts,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  values: readonly T[];
  counts: Record<T, number> | undefined;
  value: T | '';
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-span-2 flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {/* The first option is also the way back to every value. */}
        <option value="">{anyLabel}</option>
        {values.map((option) => {
          const count = counts?.[option];
          return (
            // A choice that would list no car cannot be made (unless it is the one made already).
            <option key={option} value={option} disabled={count === 0 && option !== value}>
              {count === undefined ? option : `${option} (${formatAmount(count)})`}
            </option>
          );
        })}
      </NativeSelect>
    </div>
  );
}

function NumberField({
  id,
  name,
  label,
  value,
  onChange,
  step,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
