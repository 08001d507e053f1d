import { type ChangePasswordInput, changePasswordSchema, PASSWORD_MIN_LENGTH } from '@carshop/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useChangePasswordMutation } from '../api';

const EMPTY = { password: '', newPassword: '' };

export function ChangePasswordDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onOpenChange = (next: boolean) => {
    if (isLoading) return;
    setOpen(next);
    if (!next) reset(EMPTY);
  };

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const answer = await changePassword({ id: userId, ...values }).unwrap();
      notify.success(answer.data?.message ?? answer.message);
      setOpen(false);
      reset(EMPTY);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password and a new one of at least {PASSWORD_MIN_LENGTH} characters.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="new-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isLoading}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
              {isLoading && <Spinner />}
              Update Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
