import { carFieldsSchema, carUpdateSchema } from '@carshop/contract/car';
import { withVinCheck } from '@carshop/contract/car-create';
import {
  CATEGORIES,
  CONDITIONS,
  DRIVETRAIN_NAMES,
  DRIVETRAINS,
  FUEL_TYPES,
  MAX_DOORS,
  MAX_EQUIPMENT_ITEMS,
  MAX_SEATS,
  TRANSMISSIONS,
} from '@carshop/contract/constants';
import { decodeVinOffline } from '@carshop/contract/vin';
import { normalizeVin } from '@carshop/contract/vin-shape';
import { type ChangeEvent, useId, useState } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldOf, SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { mileageLabel } from '@/lib/units';
import { useLazyDecodeVinQuery } from '../api';

const formFields = carFieldsSchema.omit({ image: true, images: true });
/** The Add New Car form: the create body without the pictures, which are uploaded on their own (spec §5 messages). */
export const addCarFormSchema = withVinCheck(formFields);
/** The Update Car dialog: the same rules, except that a quantity of 0 (sold out) is allowed. */
export const updateCarFormSchema = withVinCheck(
  formFields.extend({ quantity: carUpdateSchema.shape.quantity.unwrap() }),
);

type CarFormValues = z.input<typeof formFields>;
type CarFieldName = keyof CarFormValues;

const LABELS: Record<Exclude<CarFieldName, 'mileage'>, string> = {
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  price: 'Price',
  quantity: 'Quantity',
  category: 'Category',
  description: 'Description',
  fuelType: 'Fuel',
  transmission: 'Transmission',
  condition: 'Condition',
  color: 'Color',
  vin: 'VIN',
  stockNumber: 'Stock number',
  drivetrain: 'Drivetrain',
  seats: 'Seats',
  doors: 'Doors',
  equipment: 'Equipment',
};
/** The odometer's reading is in the shop's unit (SHOP_UNITS). */
const labelOf = (name: CarFieldName) => (name === 'mileage' ? mileageLabel() : LABELS[name]);

/** The specifications (issue 21), in the order the forms show them. */
export const SPECIFICATION_FIELDS = [
  'condition',
  'mileage',
  'fuelType',
  'transmission',
  'color',
  'vin',
  'stockNumber',
] as const;

/** The features (issue 32), in the order the forms show them: each optional. */
export const FEATURE_FIELDS = ['drivetrain', 'seats', 'doors', 'equipment'] as const;

/** An empty number field is "not given" (null), a number otherwise (the contract names what is wrong). */
const emptyIsNullNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

const CHOICES: Partial<Record<CarFieldName, readonly string[]>> = {
  category: CATEGORIES,
  fuelType: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  condition: CONDITIONS,
};

const OPTIONAL_HINTS = {
  color: 'Optional.',
  stockNumber: 'Your own number for the car, optional; the CSV import matches cars by it.',
} as const;

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
    const labelled = { id: `${prefix}-${name}`, label: labelOf(name), disabled };
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
    if (name === 'vin') return <VinField key={name} labelled={labelled} form={form} />;
    if (name === 'equipment') return <EquipmentField key={name} labelled={labelled} form={form} />;
    if (name === 'drivetrain') {
      return (
        <SelectField key={name} {...labelled} {...field(name, { setValueAs: emptyIsNull })}>
          <option value="">Not given</option>
          {DRIVETRAINS.map((drivetrain) => (
            <option key={drivetrain} value={drivetrain}>
              {drivetrain}: {DRIVETRAIN_NAMES[drivetrain]}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'seats' || name === 'doors') {
      return (
        <TextField
          key={name}
          {...labelled}
          type="number"
          inputMode="numeric"
          step={1}
          min={name === 'seats' ? 1 : 0}
          max={name === 'seats' ? MAX_SEATS : MAX_DOORS}
          hint="Optional."
          {...field(name, { setValueAs: emptyIsNullNumber })}
        />
      );
    }
    if (name === 'color' || name === 'stockNumber') {
      return (
        <TextField
          key={name}
          {...labelled}
          autoComplete="off"
          hint={OPTIONAL_HINTS[name]}
          maxLength={40}
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

/**
 * The equipment (issue 32): one item a line, kept as the lines typed (the contract trims them and drops blank
 * ones when the form is sent). The message is the list's, or its first item's.
 */
function EquipmentField<C, O>({
  labelled,
  form,
}: {
  labelled: { id: string; label: string; disabled: boolean | undefined };
  form: UseFormReturn<CarFormValues, C, O>;
}) {
  const items = form.watch('equipment') ?? [];
  const errors = get(form.formState.errors, 'equipment') as
    | { message?: string; [item: number]: { message?: string } | undefined }
    | undefined;
  const itemErrors = errors ? items.map((_, at) => errors[at]?.message).filter(Boolean) : [];
  const message = errors?.message ?? itemErrors[0];
  return (
    <TextareaField
      {...labelled}
      name="equipment"
      rows={4}
      className="sm:col-span-2"
      hint={`One item a line, such as "Heated seats"; at most ${MAX_EQUIPMENT_ITEMS}. Optional.`}
      error={message}
      value={items.join('\n')}
      onChange={(event) =>
        form.setValue('equipment', event.target.value.split('\n'), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
    />
  );
}

/**
 * The VIN, which fills the year and the brand it states as soon as it is a valid one (issue 31): read from the
 * VIN itself at once, then from the server's answer, which adds the model (when the server asks NHTSA's vPIC,
 * VIN_DECODER_URL) if none is typed yet. The dealer can still change them; a VIN typed again fills them again.
 */
function VinField<C, O>({
  labelled,
  form,
}: {
  labelled: { id: string; label: string; disabled: boolean | undefined };
  form: UseFormReturn<CarFormValues, C, O>;
}) {
  const [readFrom, setReadFrom] = useState<string | null>(null);
  const [decodeVin] = useLazyDecodeVinQuery();
  const apply = (decoded: { year: number | null; brand: string | null; model?: string | null }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (decoded.year !== null) form.setValue('year', decoded.year, options);
    if (decoded.brand !== null) form.setValue('brand', decoded.brand, options);
    if (decoded.model && !form.getValues('model')) form.setValue('model', decoded.model, options);
    const found = [decoded.year, decoded.brand, decoded.model].filter(Boolean);
    setReadFrom(found.length > 0 ? found.join(' ') : null);
  };
  const fill = async (typed: string) => {
    const decoded = decodeVinOffline(typed);
    if (!decoded) return setReadFrom(null);
    apply(decoded);
    const answer = await decodeVin(decoded.vin, true);
    const vpic = answer.data?.data;
    // Only while the VIN is still the one asked about; an error leaves the offline reading.
    if (vpic?.source === 'vpic' && normalizeVin(form.getValues('vin') ?? '') === vpic.vin) apply(vpic);
  };
  return (
    <>
      <TextField
        {...labelled}
        autoComplete="off"
        hint={
          readFrom
            ? `Read from the VIN: ${readFrom}. You can still change them.`
            : '17 letters and digits (fewer before 1981), optional.'
        }
        maxLength={17}
        className="[&_input]:uppercase"
        {...fieldOf(form)('vin', {
          setValueAs: emptyIsNull,
          onChange: (event: ChangeEvent<HTMLInputElement>) => void fill(event.target.value),
        })}
      />
      <p role="status" className="sr-only">
        {readFrom ? `Filled from the VIN: ${readFrom}` : ''}
      </p>
    </>
  );
}
