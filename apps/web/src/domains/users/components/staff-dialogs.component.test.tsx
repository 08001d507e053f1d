import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { UsersPage } from '../pages/users-page';

const admin = aUser({ _id: ADMIN_CLAIMS.id, name: 'Admin User', email: ADMIN_CLAIMS.email, role: 'admin' });
const lena = aUser({ _id: 'user-2', name: 'Lena Listed', email: 'lena@example.com' });

/** The users list, role changes and invitations as the server answers them (issue 30). */
function serve({ invitation }: { invitation?: () => Response } = {}) {
  const calls = { updates: [] as unknown[], invitations: [] as unknown[] };
  server.use(
    http.get('*/api/auth/all-user', () => apiOk('Users retrieved successfully', [admin, lena])),
    http.put('*/api/auth/user/:id', async ({ request, params }) => {
      const body = (await request.json()) as object;
      calls.updates.push({ id: params.id, ...body });
      return apiOk('User role updated successfully', { ...lena, ...body });
    }),
    http.post('*/api/auth/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      calls.invitations.push(body);
      if (invitation) return invitation();
      return HttpResponse.json(
        { success: true, message: `Invitation sent to ${body.email}`, data: aUser(body) },
        { status: 201 },
      );
    }),
  );
  return calls;
}

const renderUsers = () =>
  renderPage(<UsersPage />, { path: '/dashboard/users', token: tokenFor(ADMIN_CLAIMS) });

describe('Change Role', () => {
  it('sends the chosen role, explains it, and closes on success', async () => {
    const calls = serve();
    const { user } = renderUsers();
    const row = (await screen.findByText('lena@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Change Role/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'sales');
    expect(within(dialog).getByText(/Enquiries, test drives, orders/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(calls.updates).toEqual([{ id: 'user-2', role: 'sales' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing for the role the user already has', async () => {
    const calls = serve();
    const { user } = renderUsers();
    const row = (await screen.findByText('lena@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Change Role/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Role' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lena Listed is already customer')).toBeInTheDocument();
    expect(calls.updates).toEqual([]);
  });
});

describe('Invite staff', () => {
  it('checks the fields in the browser, then sends the invitation', async () => {
    const calls = serve();
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.invitations).toEqual([]);
    await user.type(within(dialog).getByLabelText('Name'), 'Ivy Clerk');
    await user.type(within(dialog).getByLabelText('Email'), 'ivy@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'inventory');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ivy@example.com')).toBeInTheDocument();
    expect(calls.invitations).toEqual([{ name: 'Ivy Clerk', email: 'ivy@example.com', role: 'inventory' }]);
  });

  it("shows the server's refusal and stays open", async () => {
    serve({ invitation: () => apiError(409, 'An account already uses this email') });
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' });
    await user.type(within(dialog).getByLabelText('Name'), 'Twice');
    await user.type(within(dialog).getByLabelText('Email'), 'lena@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An account already uses this email')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
