import type { Car } from '@carshop/contract/car';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { RowActionButton } from '@/components/ui/row-action-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useUpdateCarMutation } from '../api';
import { CarFields, FEATURE_FIELDS, SPECIFICATION_FIELDS, updateCarFormSchema } from './car-fields';
import { isUploading, PicturesField, pictureUrls, storedPictures } from './pictures-field';

type UpdateCarValues = z.output<typeof updateCarFormSchema>;

/**
 * The "Update Car" dialog (spec §2): Brand, Model, Price, Year, Category, Description, and Quantity so that a
 * sold-out car can be restocked (0 marks it out of stock), and the car's pictures (issue 21). The server's
 * message is toasted, the list refetches.
 */
export function UpdateCarDialog({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  const [updateCar, { isLoading }] = useUpdateCarMutation();
  const save = (values: UpdateCarValues, images: string[] | undefined) =>
    mutateWithToast(updateCar({ id: car._id, ...values, ...(images ? { images } : {}) }), {
      onSuccess: () => setOpen(false),
    });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Update Car"
      description={`Change the details of the ${car.brand} ${car.model}.`}
      trigger={<RowActionButton icon={Pencil} label="Update" target={`${car.brand} ${car.model}`} />}
    >
      <UpdateCarForm car={car} pending={isLoading} onSave={save} />
    </FormDialog>
  );
}

function UpdateCarForm({
  car,
  pending,
  onSave,
}: {
  car: Car;
  pending: boolean;
  /** `images` only when the admin changed the pictures (another admin's new picture is not undone). */
  onSave: (values: UpdateCarValues, images: string[] | undefined) => Promise<unknown>;
}) {
  const [pictures, setPictures] = useState(() => storedPictures(car.images));
  const uploading = isUploading(pictures);
  const form = useForm({
    resolver: zodResolver(updateCarFormSchema),
    defaultValues: {
      brand: car.brand,
      model: car.model,
      price: car.price,
      year: car.year,
      quantity: car.quantity,
      category: car.category,
      description: car.description,
      condition: car.condition,
      mileage: car.mileage,
      fuelType: car.fuelType,
      transmission: car.transmission,
      color: car.color,
      vin: car.vin,
      stockNumber: car.stockNumber,
      drivetrain: car.drivetrain,
      seats: car.seats,
      doors: car.doors,
      equipment: car.equipment,
    },
  });
  return (
    <FormDialogForm
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const images = pictureUrls(pictures);
        return onSave(values, images.join('\n') === car.images.join('\n') ? undefined : images);
      })}
      submitLabel="Update Car"
      submitDisabled={uploading}
    >
      <div className="grid max-h-[60dvh] gap-4 overflow-y-auto p-0.5 sm:grid-cols-2">
        <CarFields
          fields={[
            'brand',
            'model',
            'price',
            'year',
            'quantity',
            'category',
            ...SPECIFICATION_FIELDS,
            ...FEATURE_FIELDS,
            'description',
          ]}
          form={form}
          disabled={pending}
        />
        <PicturesField value={pictures} onChange={setPictures} disabled={pending} />
      </div>
    </FormDialogForm>
  );
}
