import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { ProfilePage } from './profile-page';

describe('profile page', () => {
  it("shows a load error with the server's message, and Try again loads the profile", async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/auth/user/get-me/:id', () => {
        attempts += 1;
        if (attempts === 1) return apiError(500, 'Something went wrong');
        return apiOk('User retrieved successfully', aUser({ name: 'Pat Profile' }));
      }),
    );
    const { user } = renderPage(<ProfilePage />, {
      path: '/dashboard/profile',
      token: tokenFor(CUSTOMER_CLAIMS),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(await within(details).findByText('Pat Profile')).toBeInTheDocument();
    expect(within(details).getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
