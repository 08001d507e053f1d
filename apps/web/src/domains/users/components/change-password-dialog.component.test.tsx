import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { ChangePasswordDialog } from './change-password-dialog';

function serveChange(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/api/auth/user/change-password/:id', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function openDialog() {
  const view = renderPage(<ChangePasswordDialog userId={CUSTOMER_CLAIMS.id} />, {
    path: '/dashboard/profile',
    token: tokenFor(CUSTOMER_CLAIMS),
  });
  await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const fill = async (current: string, next: string) => {
    await view.user.type(within(dialog).getByLabelText('Current Password'), current);
    await view.user.type(within(dialog).getByLabelText('New Password'), next);
  };
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
  return { ...view, dialog, fill, submit };
}

describe('change password dialog', () => {
  it("shows the contract's messages and sends nothing", async () => {
    const bodies = serveChange(() => apiOk('unexpected'));
    const { dialog, submit } = await openDialog();
    expect(within(dialog).getByLabelText('Current Password')).toHaveFocus();
    await submit();
    expect(await within(dialog).findByText('Current Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('New Password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("changes the password, toasts the server's message and closes", async () => {
    const bodies = serveChange(() =>
      apiOk('Password changed successfully', { message: 'Password changed successfully' }),
    );
    const { fill, submit } = await openDialog();
    await fill('old-password-1', 'brand-new-pass-2');
    await submit();
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ password: 'old-password-1', newPassword: 'brand-new-pass-2' }]);
  });

  it("keeps the dialog open with the server's message when the current password is wrong", async () => {
    serveChange(() => apiError(400, 'Current password is incorrect'));
    const { dialog, fill, submit } = await openDialog();
    await fill('not-my-password', 'brand-new-pass-2');
    await submit();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('is empty again after Cancel', async () => {
    serveChange(() => apiOk('unexpected'));
    const { user, dialog, fill } = await openDialog();
    await fill('something', 'something-else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const reopened = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(reopened).getByLabelText('Current Password')).toHaveValue('');
    expect(within(reopened).getByLabelText('New Password')).toHaveValue('');
  });
});
