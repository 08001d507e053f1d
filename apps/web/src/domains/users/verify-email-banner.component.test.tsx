import { EMAIL_VERIFICATION_MESSAGES } from '@carshop/contract/email-verification';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { VerifyEmailBanner } from './verify-email-banner';

/** The banner of an account whose email is not confirmed (ADR 048). */

function serveUnconfirmed() {
  server.use(
    http.get('*/api/auth/user/get-me/:id', () =>
      apiOk('ok', aUser({ _id: CUSTOMER_CLAIMS.id, email: 'pat@example.com', emailVerified: false })),
    ),
  );
}

const renderBanner = () =>
  renderPage(<VerifyEmailBanner />, { path: '/dashboard', token: tokenFor(CUSTOMER_CLAIMS) });

describe('VerifyEmailBanner', () => {
  it('asks an unconfirmed account to open the link, and "Send again" is disabled while it sends', async () => {
    serveUnconfirmed();
    let sends = 0;
    const answer = heldAnswer();
    server.use(
      http.post('*/api/auth/verification-mail', async () => {
        sends += 1;
        await answer.until;
        return apiOk(EMAIL_VERIFICATION_MESSAGES.sent, { message: EMAIL_VERIFICATION_MESSAGES.sent });
      }),
    );
    const { user } = renderBanner();
    expect(await screen.findByRole('heading', { name: 'Please confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
    expect(sends).toBe(1);
  });

  it("says the server's refusal (the hourly limit) beside the button", async () => {
    serveUnconfirmed();
    server.use(
      http.post('*/api/auth/verification-mail', () => apiError(429, EMAIL_VERIFICATION_MESSAGES.tooMany)),
    );
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.tooMany)).toBeInTheDocument();
  });

  it('shows nothing once the email is confirmed', async () => {
    let asked = false;
    server.use(
      http.get('*/api/auth/user/get-me/:id', () => {
        asked = true;
        return apiOk('ok', aUser({ _id: CUSTOMER_CLAIMS.id, emailVerified: true }));
      }),
    );
    renderBanner();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Please confirm your email' })).not.toBeInTheDocument();
  });
});
