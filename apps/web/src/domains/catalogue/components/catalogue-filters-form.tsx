import type { CarFacets } from '@carshop/contract/car';
import { CATALOGUE_QUERY } from '@carshop/contract/catalogue-query';
import { UNIT_ABBREVIATIONS } from '@carshop/contract/units';
import { RotateCcwIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatAmount } from '@/lib/format';
import { shopUnits } from '@/lib/units';
import {
  type CatalogueFilterPatch,
  type CatalogueFilters,
  DEFAULT_FILTERS,
  FORM_FILTERS,
  type FormFilter,
  typedFilter,
} from '../filters';
import { useDebouncedField } from '../hooks/use-debounced-field';
import { cataloguePaths } from '../paths';

/**
 * The form's id: the toolbar's search and "Sort by" belong to it (`form=`), so before the app has run, Enter in
 * the search or the form's button sends them all in one GET.
 */
export const CATALOGUE_FORM_ID = 'catalogue-filters-form';

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
 * The catalogue's filters, one field per filter of the contract's catalogue query, in its order and with its
 * labels: a facet is a select with the number of cars each choice would list, a number with offered limits a
 * select of them, any other number a field. Choices apply at once; typed numbers after a 300 ms pause. It is a
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
  // Reset puts back the typed fields' drafts too, even one whose pause has not ended yet.
  const [resets, setResets] = useState(0);
  const reset = () => {
    setResets((count) => count + 1);
    onReset();
  };

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
      {FORM_FILTERS.map((name) => (
        <FilterField
          key={name}
          id={`${idPrefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
          name={name}
          value={filters[name]}
          counts={facets?.[name as keyof CarFacets]}
          onChange={onChange}
          resets={resets}
        />
      ))}
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

/** What the form reads of a filter's definition. */
type FieldDefinition = {
  kind: string;
  label: string;
  any?: string;
  values?: readonly string[];
  valueLabels?: Readonly<Record<string, string>>;
  step?: number;
  default?: unknown;
  offered?: readonly number[];
  optionLabel?: (amount: string) => string;
  distance?: true;
};

type FieldProps = {
  id: string;
  name: FormFilter;
  value: string | number | undefined;
  counts: Record<string, number> | undefined;
  onChange: (patch: CatalogueFilterPatch) => void;
  resets: number;
};

function FilterField({ id, name, value, counts, onChange, resets }: FieldProps) {
  const field: FieldDefinition = CATALOGUE_QUERY[name];
  if (!field.values && !field.offered) {
    return (
      <NumberField {...{ id, name, resets, onChange }} label={field.label} step={field.step} value={value} />
    );
  }
  const chosen = value === undefined ? '' : String(value);
  // A facet's values each with how many cars choosing it would list ("Diesel (12)"); a limit's offered values,
  // and one from a shared link that the list does not offer, still shown as chosen.
  const options = field.values
    ? field.values.map((option) => {
        const count = counts?.[option];
        const text = field.valueLabels?.[option] ?? option;
        return {
          value: option,
          text: count === undefined ? text : `${text} (${formatAmount(count)})`,
          // A choice that would list no car cannot be made (unless it is the one made already).
          disabled: count === 0 && option !== chosen,
        };
      })
    : [...new Set([...(field.offered ?? []), ...(value === undefined ? [] : [Number(value)])])]
        .sort((a, b) => a - b)
        .map((limit) => ({
          value: String(limit),
          // A distance in the shop's unit (SHOP_UNITS): "Up to 50,000 km".
          text: `${field.optionLabel?.(formatAmount(limit))}${field.distance ? ` ${UNIT_ABBREVIATIONS[shopUnits()]}` : ''}`,
          disabled: false,
        }));
  return (
    <div className="col-span-2 flex flex-col gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      <NativeSelect
        id={id}
        name={name}
        value={chosen}
        onChange={({ target: { value } }) =>
          onChange({ [name]: field.values ? value : value ? Number(value) : undefined })
        }
      >
        {/* The first option is also the way back to every value. */}
        <option value="">{field.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * A typed number, committed after a pause as the page keeps it (its default when blank or refused). A filter
 * without a default shows "Any" while blank.
 */
function NumberField({
  id,
  name,
  label,
  value,
  step,
  resets,
  onChange,
}: {
  id: string;
  name: FormFilter;
  label: string;
  value: string | number | undefined;
  step?: number;
  resets: number;
  onChange: (patch: CatalogueFilterPatch) => void;
}) {
  const text = useCallback((typed: string) => String(typedFilter(name, typed) ?? ''), [name]);
  const commit = useCallback(
    (typed: string) => onChange({ [name]: typedFilter(name, typed) }),
    [name, onChange],
  );
  const [draft, setDraft] = useDebouncedField(String(value ?? ''), commit, { normalize: text });
  useEffect(() => {
    if (resets > 0) setDraft(String(DEFAULT_FILTERS[name] ?? ''));
  }, [resets, name, setDraft]);

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
        placeholder={DEFAULT_FILTERS[name] === undefined ? 'Any' : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}
