import type { FieldError as ApiFieldError } from '@carshop/contract/api';
import type { Enquiry } from '@carshop/contract/enquiry';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@carshop/contract/images';
import {
  MAX_TRADE_IN_PHOTOS,
  TRADE_IN_CONDITION_LABELS,
  TRADE_IN_CONDITIONS,
  TRADE_IN_MESSAGES,
  type TradeInForm as TradeInFields,
  tradeInCreateSchema,
} from '@carshop/contract/trade-in';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FIELD, fieldOf, SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { mileageLabel } from '@/lib/units';
import { useSendTradeInMutation } from '../api';

type Fields = Record<keyof TradeInFields, string>;

/** The server's per-field messages (`body.vin`) as the form's fields. */
function fieldErrorsOf(error: unknown): ApiFieldError[] {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as ApiFieldError[]) : [];
}

/** What is wrong with the chosen photos before sending, in the server's words; null when nothing is. */
function photosProblem(photos: File[]): string | null {
  if (photos.length > MAX_TRADE_IN_PHOTOS) return TRADE_IN_MESSAGES.tooManyPhotos;
  if (photos.some((photo) => photo.size > MAX_UPLOAD_BYTES)) return TRADE_IN_MESSAGES.photoTooLarge;
  return null;
}

/**
 * "Value my trade-in" (issue 32): who asks (filled in for a signed-in buyer), their car (VIN or registration,
 * make, model, year, mileage, condition), up to 6 photos, and the car they want (`carId`, from the car page).
 * Checked with the API's own schema before sending; the server's per-field messages land beside the fields.
 */
export function TradeInForm({
  sender,
  carId,
  onSent,
}: {
  sender: { name: string; email: string } | undefined;
  carId: string | undefined;
  onSent: (enquiry: Enquiry, message: string) => void;
}) {
  const [send, { isLoading }] = useSendTradeInMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(tradeInCreateSchema) as unknown as Resolver<Fields>,
    defaultValues: {
      name: sender?.name ?? '',
      email: sender?.email ?? '',
      phone: '',
      message: '',
      vin: '',
      registration: '',
      make: '',
      model: '',
      year: '',
      mileage: '',
      condition: '',
      carId: carId ?? '',
    },
  });
  const field = fieldOf(form);
  const photoId = useId();

  const onSubmit = async () => {
    setRefusal(null);
    const problem = photosProblem(photos);
    setPhotoError(problem);
    if (problem) return;
    // What was typed, as text: the server reads the multipart fields with the same schema.
    const fields = Object.fromEntries(
      Object.entries(form.getValues()).filter(([, value]) => value.trim() !== ''),
    );
    try {
      const result = await send({ fields, photos }).unwrap();
      onSent(result.data, result.message);
    } catch (error) {
      let placed = false;
      for (const { path, message } of fieldErrorsOf(error)) {
        const name = path.replace(/^body\./, '') as keyof Fields;
        if (!(name in fields) && name !== 'vin') continue;
        form.setError(name, { message });
        placed = true;
      }
      if (placed) return;
      const message = errorMessage(error);
      setRefusal(message);
      notify.error(message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-6"
      aria-label="Value my trade-in"
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Your car</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="trade-in-vin"
            label="VIN"
            autoCapitalize="characters"
            spellCheck={false}
            hint="17 letters and digits, on the registration papers. Or give the registration below."
            {...field('vin')}
          />
          <TextField
            id="trade-in-registration"
            label="Registration number"
            autoCapitalize="characters"
            {...field('registration')}
          />
          <TextField id="trade-in-make" label="Make" required placeholder="Ford" {...field('make')} />
          <TextField id="trade-in-model" label="Model" required placeholder="Focus" {...field('model')} />
          <TextField id="trade-in-year" label="Year" required inputMode="numeric" {...field('year')} />
          <TextField
            id="trade-in-mileage"
            label={mileageLabel()}
            required
            inputMode="numeric"
            {...field('mileage')}
          />
        </div>
        <SelectField id="trade-in-condition" label="Condition" required {...field('condition')}>
          <option value="">Choose the condition</option>
          {TRADE_IN_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {TRADE_IN_CONDITION_LABELS[condition]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1.5">
          <label htmlFor={photoId} className="text-sm font-medium text-slate-900">
            Photos (optional, up to {MAX_TRADE_IN_PHOTOS})
          </label>
          <input
            id={photoId}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
            aria-invalid={photoError ? true : undefined}
            className="block w-full text-sm text-slate-700 pointer-coarse:min-h-11 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              setPhotos(chosen);
              setPhotoError(photosProblem(chosen));
            }}
          />
          <p id={`${photoId}-hint`} className="text-xs text-slate-600">
            JPEG, PNG, WebP or AVIF, 5 MB each at most: the outside from the front and back, the inside, the
            odometer.
            {photos.length > 0 ? ` ${photos.length} chosen.` : ''}
          </p>
          {photoError ? (
            <p id={`${photoId}-error`} role="alert" className="text-sm text-red-700">
              {photoError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">How we reach you</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="trade-in-name" {...FIELD.name} {...field('name')} />
          <TextField
            id="trade-in-email"
            {...FIELD.email}
            hint="We email the offer here."
            {...field('email')}
          />
        </div>
        <TextField
          id="trade-in-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextareaField
          id="trade-in-message"
          label="Anything else (optional)"
          rows={3}
          {...field('message')}
        />
      </fieldset>
      <FormAlert message={refusal} />
      <SubmitButton pending={isLoading} size="lg" className="justify-self-start">
        Get my offer
      </SubmitButton>
    </form>
  );
}
