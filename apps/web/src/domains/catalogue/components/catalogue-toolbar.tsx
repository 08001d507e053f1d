import type { CarSort } from '@carshop/contract/constants';
import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { type CatalogueFilterPatch, SORT_OPTIONS } from '../filters';
import { useDebouncedField } from '../hooks/use-debounced-field';
import { CATALOGUE_FORM_ID } from './catalogue-filters-form';

const trimmed = (value: string) => value.trim();

/** The filters' panel: beside the results on wide screens, a sheet (a native popover) on narrower ones. */
export const FILTERS_PANEL_ID = 'catalogue-filters';

/**
 * Above the results: the search (debounced) and the order; below 1024 px also the "Filters" button, which opens
 * the filters' sheet natively (`popovertarget`), so a tap before the app has run opens it too.
 */
export function CatalogueToolbar({
  searchTerm,
  sort,
  activeFilters,
  onChange,
  filtersOpen,
}: {
  searchTerm: string;
  sort: CarSort;
  /** How many filters are set: "Filters (2)". */
  activeFilters: number;
  onChange: (patch: CatalogueFilterPatch) => void;
  filtersOpen: boolean;
}) {
  const commitSearch = useCallback((value: string) => onChange({ searchTerm: value }), [onChange]);
  const [search, setSearch] = useDebouncedField(searchTerm, commitSearch, { normalize: trimmed });

  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,1fr)_15rem]">
      <search aria-label="Search cars" className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <Label htmlFor="catalogue-search" className="sr-only lg:not-sr-only">
          Search
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="catalogue-search"
            type="search"
            name="searchTerm"
            form={CATALOGUE_FORM_ID}
            placeholder="Search here"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </search>
      <Button
        variant="outline"
        popoverTarget={FILTERS_PANEL_ID}
        aria-controls={FILTERS_PANEL_ID}
        aria-expanded={filtersOpen}
        className="lg:hidden"
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
      </Button>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="catalogue-sort" className="sr-only lg:not-sr-only">
          Sort by
        </Label>
        <NativeSelect
          id="catalogue-sort"
          name="sort"
          form={CATALOGUE_FORM_ID}
          // Before the app has run, a new order sends the form: the server renders the page in it.
          data-early-submit
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as CarSort })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
