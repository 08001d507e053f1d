import { carCreateSchema, carUpdateSchema } from '@carshop/contract/car';
import { CATEGORIES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from '@carshop/contract/constants';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldOf, SelectField, TextareaField, TextField } from '@/components/ui/form-field';

/** The Add New Car form: the create body without the pictures, which are uploaded on their own (spec §5 messages). */
export const addCarFormSchema = carCreateSchema.omit({ image: true, images: true });
/** The Update Car dialog: the same rules, except that a quantity of 0 (sold out) is allowed. */
export const updateCarFormSchema = addCarFormSchema.extend({
  quantity: carUpdateSchema.shape.quantity.unwrap(),
});

type CarFormValues = z.input<typeof addCarFormSchema>;
type CarFieldName = keyof CarFormValues;

const LABELS: Record<CarFieldName, string> = {
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  price: 'Price',
  quantity: 'Quantity',
  category: 'Category',
  description: 'Description',
  mileage: 'Mileage (km)',
  fuelType: 'Fuel',
  transmission: 'Transmission',
  condition: 'Condition',
  color: 'Color',
  vin: 'VIN',
};

/** The specifications (issue 21), in the order the forms show them. */
export const SPECIFICATION_FIELDS = [
  'condition',
  'mileage',
  'fuelType',
  'transmission',
  'color',
  'vin',
] as const;

const CHOICES: Partial<Record<CarFieldName, readonly string[]>> = {
  category: CATEGORIES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  condition: CONDITIONS,
};

/** An empty optional text field is "not known" (null), not an empty string (a VIN of nothing is no VIN). */
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

type CarFieldsProps<C, O> = {
  /** Which fields, in which order (the add form and the update dialog order them differently, per spec §2). */
  fields: readonly CarFieldName[];
  form: UseFormReturn<CarFormValues, C, O>;
  /** The fields lock while the form is saving. */
  disabled?: boolean;
};

/** A car's fields as labelled controls, with the contract's messages under them. */
export function CarFields<C, O>({ fields, form, disabled }: CarFieldsProps<C, O>) {
  const prefix = useId();
  const field = fieldOf(form);
  return fields.map((name) => {
    const labelled = { id: `${prefix}-${name}`, label: LABELS[name], disabled };
    const choices = CHOICES[name];
    if (choices) {
      return (
        <SelectField key={name} {...labelled} required {...field(name)}>
          {name === 'category' ? <option value="">Select an option</option> : null}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'color' || name === 'vin') {
      return (
        <TextField
          key={name}
          {...labelled}
          autoComplete="off"
          hint={name === 'vin' ? '17 letters and digits, optional.' : 'Optional.'}
          maxLength={name === 'vin' ? 17 : 40}
          className={name === 'vin' ? '[&_input]:uppercase' : undefined}
          {...field(name, { setValueAs: emptyIsNull })}
        />
      );
    }
    if (name === 'description') {
      return (
        <TextareaField
          key={name}
          {...labelled}
          rows={4}
          required
          className="sm:col-span-2"
          {...field(name)}
        />
      );
    }
    const numeric = name === 'year' || name === 'price' || name === 'quantity' || name === 'mileage';
    return (
      <TextField
        key={name}
        {...labelled}
        required
        {...(numeric
          ? {
              type: 'number',
              inputMode: name === 'price' ? 'decimal' : 'numeric',
              step: name === 'price' ? 'any' : 1,
              min: 0,
            }
          : { autoComplete: 'off' })}
        {...field(name, numeric ? { valueAsNumber: true } : {})}
      />
    );
  });
}
