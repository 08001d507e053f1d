import { carCreateSchema, carUpdateSchema } from '@carshop/contract/car';
import { CATEGORIES } from '@carshop/contract/constants';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';

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
        <div key={name} className="grid gap-1.5">
          <Label htmlFor={id}>{LABELS.category}</Label>
          <NativeSelect
            id={id}
            required
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('category')}
          >
            <option value="">Select an option</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-error`} message={error} />
        </div>
      );
    }
    if (name === 'description') {
      return (
        <div key={name} className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={id}>{LABELS.description}</Label>
          <Textarea
            id={id}
            rows={4}
            required
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('description')}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
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
