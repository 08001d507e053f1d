import { USER_STATUSES, type User, type UserStatus } from '@carshop/contract/user';
import { type FormEvent, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useUpdateUserMutation } from '../api';

/** Spec §8 writes this fallback in lower case for user status changes. */
const STATUS_ERROR = 'something went wrong';

export function UpdateStatusDialog({ user, isSelf }: { user: User; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const onOpenChange = (next: boolean) => {
    if (isLoading) return;
    if (next) setStatus(user.status);
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === user.status) {
      notify.error(`User status is already ${status}`);
      return;
    }
    try {
      const answer = await updateUser({ id: user._id, status }).unwrap();
      notify.success(answer.message);
      setOpen(false);
    } catch (error) {
      notify.error(errorMessage(error, STATUS_ERROR));
    }
  };

  if (isSelf) {
    return (
      <Button variant="outline" size="sm" disabled title="You cannot change your own status">
        Update Status
        <span className="sr-only"> (not available for your own account)</span>
      </Button>
    );
  }

  const groupId = `status-${user._id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Update Status
          <span className="sr-only"> of {user.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Status</DialogTitle>
          <DialogDescription>
            Set the status of {user.name} ({user.email}). A blocked user cannot log in.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-6">
          <div className="grid gap-3">
            <p id={`${groupId}-legend`} className="text-sm font-medium text-slate-800">
              Status
            </p>
            <RadioGroup
              aria-labelledby={`${groupId}-legend`}
              value={status}
              onValueChange={(value) => setStatus(value as UserStatus)}
            >
              {USER_STATUSES.map((value) => (
                <div key={value} className="flex items-center gap-3">
                  <RadioGroupItem id={`${groupId}-${value}`} value={value} />
                  <Label htmlFor={`${groupId}-${value}`} className="capitalize">
                    {value}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isLoading}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
              {isLoading && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
