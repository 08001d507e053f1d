import { ROLES, type Role } from '@carshop/contract/constants';
import { ROLE_LABELS } from '@carshop/contract/staff';
import type { User } from '@carshop/contract/user';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/form-field';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { notify } from '@/lib/toast';
import { useUpdateUserMutation } from '../api';

/** What each role may do, as the users page explains it (the API's permission table decides; ADR 055). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  admin: 'Everything, including users, roles and the audit log.',
  sales: 'Enquiries, test drives, orders and their statuses; reads the cars.',
  inventory: 'Cars, their pictures and prices.',
  customer: 'No staff access: their own orders, enquiries and saved cars.',
};

/**
 * "Change Role" (issue 30): an admin gives an account a staff role, or takes it back to customer (removing their
 * access); the account's sessions end at once, so they sign in again as what they now are.
 */
export function UserRoleDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const save = (role: Role) => {
    if (role === user.role) return notify.error(`${user.name} is already ${ROLE_LABELS[role].toLowerCase()}`);
    return mutateWithToast(updateUser({ id: user._id, role }), { onSuccess: () => setOpen(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Change Role"
      description={`What ${user.name} (${user.email}) may do in the shop. They are signed out at once and sign in again with the new role.`}
      trigger={
        <Button variant="outline" size="sm">
          Change Role
          <span className="sr-only"> of {user.name}</span>
        </Button>
      }
    >
      <RoleForm current={user.role} onSave={save} />
    </FormDialog>
  );
}

function RoleForm({ current, onSave }: { current: Role; onSave: (role: Role) => unknown }) {
  const id = useId();
  const [role, setRole] = useState<Role>(current);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(role);
  };
  return (
    <FormDialogForm onSubmit={onSubmit} submitLabel="Save">
      <SelectField
        id={id}
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        aria-describedby={`${id}-summary`}
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <p id={`${id}-summary`} className="text-sm text-slate-600">
        {ROLE_SUMMARIES[role]}
      </p>
    </FormDialogForm>
  );
}
