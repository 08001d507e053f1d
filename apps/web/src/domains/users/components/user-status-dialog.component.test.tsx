import type { User } from '@carshop/contract/user';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { UsersPage } from '../pages/users-page';

const admin = aUser({ _id: ADMIN_CLAIMS.id, name: 'Admin User', email: ADMIN_CLAIMS.email, role: 'admin' });
const lena = aUser({ _id: 'user-2', name: 'Lena Listed', email: 'lena@example.com' });

/** The users list and the status update, as the server answers them; `update` replaces the PUT's answer. */
function serveUsers(update?: () => Response | Promise<Response>) {
  const users = [admin, { ...lena }];
  const calls = { lists: 0, updates: [] as unknown[] };
  server.use(
    http.get('*/api/auth/all-user', () => {
      calls.lists += 1;
      return apiOk('Users retrieved successfully', users);
    }),
    http.put('*/api/auth/user/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<User>;
      calls.updates.push({ id: params.id, ...body });
      if (update) return update();
      const user = users.find((candidate) => candidate._id === params.id)!;
      Object.assign(user, body);
      return apiOk('User status updated successfully', user);
    }),
  );
  return calls;
}

async function openLenasDialog() {
  const view = renderPage(<UsersPage />, { path: '/dashboard/users', token: tokenFor(ADMIN_CLAIMS) });
  const row = (await screen.findByText('lena@example.com')).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: /Update Status/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
  return { ...view, row, dialog };
}

describe('update status dialog', () => {
  it('refuses the current status without sending anything', async () => {
    const calls = serveUsers();
    const { user, dialog } = await openLenasDialog();
    expect(within(dialog).getByRole('radio', { name: 'active' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User status is already active')).toBeInTheDocument();
    expect(calls.updates).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it("saves, toasts the server's message, closes and refetches the list", async () => {
    const calls = serveUsers();
    const { user, row, dialog } = await openLenasDialog();
    expect(calls.lists).toBe(1);
    await user.click(within(dialog).getByRole('radio', { name: 'blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.updates).toEqual([{ id: 'user-2', status: 'blocked' }]);
    await waitFor(() => expect(within(row).getByText('blocked')).toBeInTheDocument());
    expect(calls.lists).toBe(2);
  });

  it('cannot be dismissed while saving: Save spins, Cancel waits, Escape is ignored', async () => {
    const answer = heldAnswer();
    serveUsers(async () => {
      await answer.until;
      return apiOk('User status updated successfully', { ...lena, status: 'blocked' });
    });
    const { user, dialog } = await openLenasDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      const save = within(dialog).getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      expect(save).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message on failure and stays open", async () => {
    serveUsers(() => apiError(403, 'Admins only'));
    const { user, dialog } = await openLenasDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    // The message is set inside the submit handler; the form leaves its submitting state right after.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("falls back to the specification's lower-case 'something went wrong'", async () => {
    serveUsers(() => HttpResponse.text('upstream down', { status: 502 }));
    const { user, dialog } = await openLenasDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('something went wrong')).toBeInTheDocument();
  });

  it('starts again from the saved status after Cancel', async () => {
    serveUsers();
    const { user, row, dialog } = await openLenasDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'blocked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Update Status/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Update Status' });
    expect(within(reopened).getByRole('radio', { name: 'active' })).toBeChecked();
  });
});
