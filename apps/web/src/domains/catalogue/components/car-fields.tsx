import { carCreateSchema, carUpdateSchema } from '@carshop/contract/car';
import { CATEGORIES } from '@carshop/contract/constants';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';

/** The Add New Car form: the create body without the picture, which is uploaded on its own (spec §5 messages). */
export const addCarFormSchema = carCreateSchema.omit({ image: true });
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
};

type CarFieldsProps = {
  /** Which fields, in which order (the add form and the update dialog order them differently, per spec §2). */
  fields: readonly CarFieldName[];
  register: UseFormRegister<CarFormValues>;
  errors: FieldErrors<CarFormValues>;
  /** The fields lock while the form is saving. */
  disabled?: boolean;
};

/** A car's fields as labelled controls, with the contract's messages under them. */
export function CarFields({ fields, register, errors, disabled }: CarFieldsProps) {
  const prefix = useId();
  return fields.map((name) => {
    const id = `${prefix}-${name}`;
    const error = errors[name]?.message;
    if (name === 'category') {
      return (
        <SelectField
          key={name}
          id={id}
          label={LABELS.category}
          required
          disabled={disabled}
          error={error}
          {...register('category')}
        >
          <option value="">Select an option</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'description') {
      return (
        <TextareaField
          key={name}
          id={id}
          label={LABELS.description}
          rows={4}
          required
          disabled={disabled}
          error={error}
          className="sm:col-span-2"
          {...register('description')}
        />
      );
    }
    const numeric = name === 'year' || name === 'price' || name === 'quantity';
    return (
      <TextField
        key={name}
        id={id}
        label={LABELS[name]}
        required
        disabled={disabled}
        error={error}
        {...(numeric
          ? {
              type: 'number',
              inputMode: name === 'price' ? 'decimal' : 'numeric',
              step: name === 'price' ? 'any' : 1,
              min: 0,
            }
          : { autoComplete: 'off' })}
        {...register(name, numeric ? { valueAsNumber: true } : {})}
      />
    );
  });
}
