import { type ChangePasswordInput, changePasswordSchema, PASSWORD_MIN_LENGTH } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { FIELD, fieldOf, TextField } from '@/components/ui/form-field';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useChangePasswordMutation } from '../api';

export function ChangePasswordDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const save = (values: ChangePasswordInput) =>
    mutateWithToast(changePassword({ id: userId, ...values }), { onSuccess: () => setOpen(false) });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Change Password"
      description={`Enter your current password and a new one of at least ${PASSWORD_MIN_LENGTH} characters.`}
      trigger={
        <Button>
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      }
    >
      <ChangePasswordForm onSave={save} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onSave }: { onSave: (values: ChangePasswordInput) => Promise<unknown> }) {
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', newPassword: '' },
  });
  const field = fieldOf(form);
  return (
    <FormDialogForm noValidate onSubmit={form.handleSubmit(onSave)} submitLabel="Update Password">
      <TextField id="current-password" {...FIELD.currentPassword} {...field('password')} />
      <TextField id="new-password" {...FIELD.newPassword} {...field('newPassword')} />
    </FormDialogForm>
  );
}
