import { CAR_SPECIFICATION_DEFAULTS } from '@carshop/contract/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useAddCarMutation } from '../api';
import { cataloguePaths } from '../paths';
import { addCarFormSchema, CarFields, FEATURE_FIELDS, SPECIFICATION_FIELDS } from './car-fields';
import { isUploading, type PictureItem, PicturesField, pictureUrls } from './pictures-field';

type AddCarValues = z.output<typeof addCarFormSchema>;

/**
 * Add New Car (spec §2): the contract's rules and messages in the browser, each picture uploaded as soon as it
 * is chosen, then POST /cars. Success toasts the server's message and opens the car list; a failure toasts
 * the message and keeps everything typed.
 */
export function AddCarForm() {
  const navigate = useNavigate();
  const [addCar, { isLoading }] = useAddCarMutation();
  const [pictures, setPictures] = useState<PictureItem[]>([]);
  const uploading = isUploading(pictures);
  const form = useForm({
    resolver: zodResolver(addCarFormSchema),
    defaultValues: {
      brand: '',
      model: '',
      description: '',
      condition: CAR_SPECIFICATION_DEFAULTS.condition,
      mileage: CAR_SPECIFICATION_DEFAULTS.mileage,
      fuelType: CAR_SPECIFICATION_DEFAULTS.fuelType,
      transmission: CAR_SPECIFICATION_DEFAULTS.transmission,
      equipment: [],
    },
  });

  const save = (values: AddCarValues) =>
    mutateWithToast(addCar({ ...values, images: pictureUrls(pictures) }), {
      onSuccess: () => navigate(cataloguePaths.dashboardCars),
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-labelledby="add-car-title"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <CarFields fields={['brand', 'model', 'year', 'price']} form={form} />
      <PicturesField value={pictures} onChange={setPictures} disabled={isLoading} />
      <CarFields fields={['quantity', 'category']} form={form} />
      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Specifications</legend>
        <CarFields fields={SPECIFICATION_FIELDS} form={form} />
      </fieldset>
      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Features</legend>
        <CarFields fields={FEATURE_FIELDS} form={form} />
      </fieldset>
      <CarFields fields={['description']} form={form} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton pending={isLoading} disabled={uploading} className="w-full sm:w-auto">
          Add Car
        </SubmitButton>
        {uploading && <p className="text-sm text-slate-600">Waiting for the pictures to upload…</p>}
      </div>
    </form>
  );
}
