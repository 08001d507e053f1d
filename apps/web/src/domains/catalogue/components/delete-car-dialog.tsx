import type { Car } from '@carshop/contract/car';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { RowActionButton } from '@/components/ui/row-action-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useDeleteCarMutation } from '../api';

/** Delete, behind the specification's "Confirm Deletion" dialog; the list refetches (the `Car` tag). */
export function DeleteCarDialog({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  const [deleteCar, { isLoading }] = useDeleteCarMutation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void mutateWithToast(deleteCar(car._id), { onSuccess: () => setOpen(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Confirm Deletion"
      description="Are you sure you want to delete this item? This action cannot be undone."
      trigger={
        <RowActionButton
          icon={Trash2}
          label="Delete"
          target={`${car.brand} ${car.model}`}
          className="text-red-700! hover:bg-red-50!"
        />
      }
    >
      <FormDialogForm onSubmit={onSubmit} submitLabel="Delete" submitVariant="destructive">
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {car.brand} {car.model}
          </span>{' '}
          ({car.year}, {car.category}). Orders that bought it keep their lines.
        </p>
      </FormDialogForm>
    </FormDialog>
  );
}
