import type { CarFacets } from '@carshop/contract/car';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { type CatalogueFilterPatch, type CatalogueFilters, DEFAULT_FILTERS } from '../filters';
import { CatalogueFiltersForm } from './catalogue-filters-form';

const FACETS: CarFacets = {
  category: { Sedan: 3, SUV: 0, Truck: 1, Coupe: 0, Convertible: 0 },
  fuelType: { Petrol: 2, Diesel: 12_345, Hybrid: 0, 'Plug-in Hybrid': 0, Electric: 1, CNG: 0 },
  transmission: { Automatic: 3, Manual: 1 },
  condition: { New: 0, Used: 4 },
};

/** The form with its filters held as the page holds them (the URL's part is the page's test). */
function Harness({
  initial,
  onChange,
}: {
  initial: CatalogueFilters;
  onChange: (p: CatalogueFilterPatch) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <CatalogueFiltersForm
      idPrefix="filter"
      filters={filters}
      facets={FACETS}
      onChange={(patch) => {
        onChange(patch);
        setFilters((current) => ({ ...current, ...patch }));
      }}
      onReset={() => setFilters(DEFAULT_FILTERS)}
      submitLabel="Show 4 cars"
      onSubmit={() => {}}
    />
  );
}

function renderForm(initial: Partial<CatalogueFilters> = {}) {
  const onChange = vi.fn();
  const rendered = renderPage(<Harness initial={{ ...DEFAULT_FILTERS, ...initial }} onChange={onChange} />);
  return { ...rendered, onChange, form: screen.getByRole('form', { name: 'Filter cars' }) };
}

describe('the catalogue filter form, generated from the contract', () => {
  it('shows every filter but the search, in the order and with the labels of the definition', () => {
    const { form } = renderForm();
    const fields = [...form.querySelectorAll('input, select')].map((field) => [
      field.id,
      field.getAttribute('name'),
      form.querySelector(`label[for="${field.id}"]`)?.textContent,
    ]);
    expect(fields).toEqual([
      ['filter-category', 'category', 'Category'],
      ['filter-min-price', 'minPrice', 'Min Price'],
      ['filter-max-price', 'maxPrice', 'Max Price'],
      ['filter-fuel-type', 'fuelType', 'Fuel'],
      ['filter-transmission', 'transmission', 'Transmission'],
      ['filter-condition', 'condition', 'Condition'],
      ['filter-min-year', 'minYear', 'Year from'],
      ['filter-max-year', 'maxYear', 'Year to'],
      ['filter-max-mileage', 'maxMileage', 'Mileage'],
      ['filter-drivetrain', 'drivetrain', 'Drivetrain'],
      ['filter-min-seats', 'minSeats', 'Seats'],
      ['filter-price-drop', 'priceDrop', 'Price drops'],
    ]);
    // Prices start at the page's defaults in steps of 1,000; a year without a value says "Any".
    expect(screen.getByRole('spinbutton', { name: 'Min Price' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Max Price' })).toHaveAttribute('step', '1000');
    expect(screen.getByRole('spinbutton', { name: 'Year to' })).toHaveAttribute('placeholder', 'Any');
    expect(screen.getByRole('spinbutton', { name: 'Min Price' })).not.toHaveAttribute('placeholder');
  });

  it('counts each value of a facet, and a value that would list nothing cannot be chosen', () => {
    renderForm({ condition: 'New' });
    const fuel = screen.getByRole('combobox', { name: 'Fuel' });
    expect(
      within(fuel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any fuel',
      'Petrol (2)',
      'Diesel (12,345)',
      'Hybrid (0)',
      'Plug-in Hybrid (0)',
      'Electric (1)',
      'CNG (0)',
    ]);
    expect(within(fuel).getByRole('option', { name: 'Hybrid (0)' })).toBeDisabled();
    // The value chosen stays choosable, even at 0.
    expect(screen.getByRole('option', { name: 'New (0)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Select Category' })).toHaveValue('');
  });

  it('offers the mileage limits, with one from a shared link among them', async () => {
    const { user, onChange } = renderForm({ maxMileage: 30_000 });
    const mileage = screen.getByRole('combobox', { name: 'Mileage' });
    expect(mileage).toHaveValue('30000');
    expect(
      within(mileage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any mileage',
      'Up to 10,000 km',
      'Up to 25,000 km',
      'Up to 30,000 km',
      'Up to 50,000 km',
      'Up to 100,000 km',
      'Up to 150,000 km',
    ]);
    await user.selectOptions(mileage, 'Up to 50,000 km');
    expect(onChange).toHaveBeenLastCalledWith({ maxMileage: 50_000 });
    await user.selectOptions(mileage, 'Any mileage');
    expect(onChange).toHaveBeenLastCalledWith({ maxMileage: undefined });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transmission' }), 'Manual (1)');
    expect(onChange).toHaveBeenLastCalledWith({ transmission: 'Manual' });
  });

  it('commits a typed number after a pause, as the API would read it, and Reset puts back every draft', async () => {
    vi.useFakeTimers();
    try {
      const { onChange } = renderForm();
      const minPrice = screen.getByRole('spinbutton', { name: 'Min Price' });
      const minYear = screen.getByRole('spinbutton', { name: 'Year from' });
      fireEvent.change(minPrice, { target: { value: '5000' } });
      fireEvent.change(minYear, { target: { value: '1700' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      // A year the API would refuse is no year at all.
      expect(onChange.mock.calls).toEqual([[{ minPrice: 5000 }]]);

      fireEvent.change(minYear, { target: { value: '2019' } });
      fireEvent.change(minPrice, { target: { value: '7000' } });
      // Reset before the pause ends: nothing typed is committed afterwards.
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(minPrice).toHaveValue(0);
      expect(minYear).toHaveValue(null);
      expect(onChange.mock.calls).toEqual([[{ minPrice: 5000 }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
