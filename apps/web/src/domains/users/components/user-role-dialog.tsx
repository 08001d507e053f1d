import { ROLES, type Role } from '@carshop/contract/constants';
import { ROLE_LABELS } from '@carshop/contract/staff';
import type { User } from '@carshop/contract/user';
import { useState } from 'react';
import { ChoiceSelectField, FormDialog, FormDialogForm, useChoiceForm } from '@/components/ui/form-dialog';
import { RowActionButton } from '@/components/ui/row-action-button';
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
      trigger={<RowActionButton label="Change Role" target={`of ${user.name}`} />}
    >
      <RoleForm current={user.role} onSave={save} />
    </FormDialog>
  );
}

function RoleForm({ current, onSave }: { current: Role; onSave: (role: Role) => unknown }) {
  const role = useChoiceForm(current, onSave);
  return (
    <FormDialogForm onSubmit={role.onSubmit} submitLabel="Save">
      <ChoiceSelectField
        choice={role}
        label="Role"
        values={ROLES}
        optionLabel={(value) => ROLE_LABELS[value]}
        aria-describedby={`${role.id}-summary`}
      />
      <p id={`${role.id}-summary`} className="text-sm text-slate-600">
        {ROLE_SUMMARIES[role.value]}
      </p>
    </FormDialogForm>
  );
}
