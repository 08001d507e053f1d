import { USER_STATUSES, type User, type UserStatus } from '@carshop/contract/user';
import { useState } from 'react';
import { FormDialog, FormDialogForm, useChoiceForm } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { RowActionButton } from '@/components/ui/row-action-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { notify } from '@/lib/toast';
import { useUpdateUserMutation } from '../api';

/** Spec §8 writes this fallback in lower case for user status changes. */
const STATUS_ERROR = 'something went wrong';

export function UserStatusDialog({ user, isSelf }: { user: User; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const save = (status: UserStatus) => {
    // Spec §4: choosing the current status is an error, and nothing is sent.
    if (status === user.status) return notify.error(`User status is already ${status}`);
    return mutateWithToast(updateUser({ id: user._id, status }), {
      fallback: STATUS_ERROR,
      onSuccess: () => setOpen(false),
    });
  };

  if (isSelf) {
    return (
      <RowActionButton
        label="Update Status"
        target="(not available for your own account)"
        disabled
        title="You cannot change your own status"
      />
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Update Status"
      description={`Set the status of ${user.name} (${user.email}). A blocked user cannot log in.`}
      trigger={<RowActionButton label="Update Status" target={`of ${user.name}`} />}
    >
      <StatusForm current={user.status} onSave={save} />
    </FormDialog>
  );
}

function StatusForm({ current, onSave }: { current: UserStatus; onSave: (status: UserStatus) => unknown }) {
  const { id, value: status, setValue: setStatus, onSubmit } = useChoiceForm(current, onSave);
  return (
    <FormDialogForm onSubmit={onSubmit} submitLabel="Save" className="gap-6!">
      <div className="grid gap-3">
        <p id={`${id}-legend`} className="text-sm font-medium text-slate-800">
          Status
        </p>
        <RadioGroup
          aria-labelledby={`${id}-legend`}
          value={status}
          onValueChange={(value) => setStatus(value as UserStatus)}
        >
          {USER_STATUSES.map((value) => (
            <div key={value} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-${value}`} value={value} />
              <Label htmlFor={`${id}-${value}`} className="capitalize">
                {value}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
    </FormDialogForm>
  );
}
