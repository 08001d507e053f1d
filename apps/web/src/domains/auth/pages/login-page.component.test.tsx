import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectSessionUser } from '@/lib/session';
import { renderPage } from '@/test/render';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { LoginPage } from './login-page';

function renderLogin() {
  const view = renderPage(<LoginPage />, {
    path: '/login',
    others: { '/dashboard': <h1>Dashboard page</h1> },
  });
  const fill = async (email: string, password: string) => {
    if (email) await view.user.type(screen.getByLabelText('Email'), email);
    if (password) await view.user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...view, fill, submit };
}

/** Records the login requests the page sends. */
function answerLogin(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/auth/login', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('login form', () => {
  it("shows the contract's validation messages and sends nothing", async () => {
    const bodies = answerLogin(() => apiOk('unexpected'));
    const { fill, submit } = renderLogin();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await fill('nope', '');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("signs in: spinner while waiting, the server's message, the session, then the dashboard", async () => {
    const token = tokenFor(CUSTOMER_CLAIMS);
    const answer = heldAnswer();
    const bodies = answerLogin(async () => {
      await answer.until;
      return apiOk('User logged in successfully', token);
    });
    const { fill, submit, store } = renderLogin();
    await fill('Customer@Example.com ', 'customer12345');
    await submit();

    await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Sign In' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    });
    answer.release();

    expect(await screen.findByText('User logged in successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())?.email).toBe('customer@example.com');
    expect(store.getState().auth.token).toBe(token);
    // The contract trims and lower-cases the email before it is sent.
    expect(bodies).toEqual([{ email: 'customer@example.com', password: 'customer12345' }]);
  });

  it("shows the server's error message and stays signed out", async () => {
    answerLogin(() => apiError(400, 'Invalid email or password'));
    const { fill, submit, store } = renderLogin();
    await fill('customer@example.com', 'wrong-password');
    await submit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server gives no message, or an unreadable token", async () => {
    answerLogin(() => new Response('Bad Gateway', { status: 502 }));
    const { fill, submit, store } = renderLogin();
    await fill('customer@example.com', 'customer12345');
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();

    answerLogin(() => apiOk('User logged in successfully', 'not-a-jwt'));
    await submit();
    // A second error toast, and no success toast: the answer was not a token the app can read.
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(2));
    expect(screen.queryByText('User logged in successfully')).not.toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
  });
});
