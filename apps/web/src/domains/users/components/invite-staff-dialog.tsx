import { STAFF_ROLES } from '@carshop/contract/constants';
import { INVITATION_HOURS, type StaffInvitation, staffInvitationSchema } from '@carshop/contract/invitation';
import { ROLE_LABELS } from '@carshop/contract/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { FIELD, fieldOf, SelectField, TextField } from '@/components/ui/form-field';
import { SelectOptions } from '@/components/ui/select-options';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useInviteStaffMutation } from '../api';
import { ROLE_SUMMARIES } from './user-role-dialog';

/** "Invite staff" (issue 30): a name, an email and a role; the person is mailed a link to choose a password. */
export function InviteStaffDialog() {
  const [open, setOpen] = useState(false);
  const [invite, { isLoading }] = useInviteStaffMutation();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Invite staff"
      description={`They get an email with a link to choose their password. The link works once, for ${INVITATION_HOURS} hours.`}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Invite staff
        </Button>
      }
    >
      {open && (
        <InviteForm
          onSave={(values) => mutateWithToast(invite(values), { onSuccess: () => setOpen(false) })}
        />
      )}
    </FormDialog>
  );
}

function InviteForm({ onSave }: { onSave: (values: StaffInvitation) => unknown }) {
  const form = useForm<StaffInvitation>({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: { name: '', email: '', role: 'sales' },
  });
  const field = fieldOf(form);
  const id = useId();
  const role = form.watch('role');
  return (
    <FormDialogForm
      onSubmit={form.handleSubmit((values) => onSave(values))}
      submitLabel="Send invitation"
      noValidate
    >
      <TextField id={`${id}-name`} {...FIELD.name} {...field('name')} />
      <TextField id={`${id}-email`} {...FIELD.email} autoComplete="off" {...field('email')} />
      <SelectField id={`${id}-role`} label="Role" {...field('role')}>
        <SelectOptions values={STAFF_ROLES} label={(value) => ROLE_LABELS[value]} />
      </SelectField>
      <p className="text-sm text-slate-600">{ROLE_SUMMARIES[role]}</p>
    </FormDialogForm>
  );
}
