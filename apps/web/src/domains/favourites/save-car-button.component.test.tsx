import type { Car } from '@carshop/contract/car';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiError, apiOk, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { SaveCarButton } from './save-car-button';

const car = (_id: string, brand: string, model: string) => aCar({ _id, brand, model });
const civic = car('car-1', 'Honda', 'Civic');
const camry = car('car-2', 'Toyota', 'Camry');

function LoginStandIn() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Sign in, then back to {state?.from}</p>;
}

/** What the app gives the heart (the auth domain's loginRedirect), as a stand-in. */
const loginRedirect = (from: string) => ({ to: '/login', state: { from } });

const hearts = (
  <>
    <SaveCarButton car={civic} variant="card" signIn={loginRedirect} />
    <SaveCarButton car={camry} variant="detail" signIn={loginRedirect} />
  </>
);

/** The heart as it is now: the signed-in heart replaces the first one once its code has arrived. */
const heart = (name: string) => screen.getByRole('button', { name });

/** The customer's saved cars, none at first; a tap saves `car`. Returns the requests made, as 'PUT car-1'. */
function serveSaving(car: Car) {
  const requests: string[] = [];
  const saved: { car: Car; savedAt: string }[] = [];
  server.use(
    http.get('*/api/favourites', () => apiOk('Saved cars retrieved successfully', saved)),
    http.put('*/api/favourites/:carId', ({ params }) => {
      requests.push(`PUT ${params.carId}`);
      saved.push({ car, savedAt: '2024-02-02T00:00:00.000Z' });
      return apiOk('Car saved', saved[0]);
    }),
  );
  return requests;
}

describe('the heart (saved cars)', () => {
  // First in the file: the signed-in heart's code is fetched once per test run, so only here is it still on its
  // way when the heart is tapped.
  it('keeps a tap made while the signed-in heart is still loading, and saves the car once', async () => {
    const requests = serveSaving(civic);
    renderPage(hearts, { path: '/all-product', token: tokenFor(CUSTOMER_CLAIMS) });
    fireEvent.click(heart('Save Honda Civic'));
    await waitFor(() => expect(heart('Save Honda Civic')).toHaveAttribute('aria-pressed', 'true'));
    expect(requests).toEqual(['PUT car-1']);
  });

  it('sends a visitor to sign in and back, asking the server nothing', async () => {
    let asked = 0;
    server.use(
      http.all('*/api/favourites*', () => {
        asked += 1;
        return apiError(401, 'You are not authorized');
      }),
    );
    const { user } = renderPage(hearts, {
      path: '/products/car-1?tab=x',
      others: { '/login': <LoginStandIn /> },
    });
    const heart = screen.getByRole('button', { name: 'Save Honda Civic' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText('Sign in, then back to /products/car-1?tab=x')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('saves the car a visitor tapped once they are signed in, and only that one, once (issue 30)', async () => {
    sessionStorage.clear();
    const { user, unmount } = renderPage(hearts, {
      path: '/products/car-2',
      others: { '/login': <LoginStandIn /> },
    });
    await user.click(screen.getByRole('button', { name: 'Save Toyota Camry' }));
    expect(await screen.findByText('Sign in, then back to /products/car-2')).toBeInTheDocument();
    unmount();

    const requests = serveSaving(camry);
    // Back from signing in: the Camry's heart saves it; the Civic's does nothing.
    const first = renderPage(hearts, { path: '/products/car-2', token: tokenFor(CUSTOMER_CLAIMS) });
    await waitFor(() => expect(heart('Save Toyota Camry')).toHaveAttribute('aria-pressed', 'true'));
    expect(requests).toEqual(['PUT car-2']);
    expect(heart('Save Honda Civic')).toHaveAttribute('aria-pressed', 'false');
    first.unmount();
    // The wish is spent: another visit saves nothing more.
    renderPage(hearts, { path: '/products/car-2', token: tokenFor(CUSTOMER_CLAIMS) });
    await waitFor(() => expect(heart('Save Toyota Camry')).toHaveAttribute('aria-pressed', 'true'));
    expect(requests).toEqual(['PUT car-2']);
  });

  it("shows the customer's saved cars pressed, and saves and removes with a tap", async () => {
    const requests: string[] = [];
    let saved = [{ car: civic, savedAt: '2024-02-01T00:00:00.000Z' }];
    server.use(
      http.get('*/api/favourites', () => apiOk('Saved cars retrieved successfully', saved)),
      http.put('*/api/favourites/:carId', ({ params }) => {
        requests.push(`PUT ${params.carId}`);
        const favourite = { car: camry, savedAt: '2024-02-02T00:00:00.000Z' };
        saved = [favourite, ...saved];
        return apiOk('Car saved', favourite);
      }),
      http.delete('*/api/favourites/:carId', ({ params }) => {
        requests.push(`DELETE ${params.carId}`);
        saved = saved.filter((item) => item.car._id !== params.carId);
        return apiOk('Car removed from your saved cars', { carId: params.carId });
      }),
    );
    const { user } = renderPage(hearts, { path: '/all-product', token: tokenFor(CUSTOMER_CLAIMS) });
    await waitFor(() => expect(heart('Save Honda Civic')).toHaveAttribute('aria-pressed', 'true'));
    const civicHeart = heart('Save Honda Civic');
    const camryHeart = heart('Save Toyota Camry');
    expect(camryHeart).toHaveAttribute('aria-pressed', 'false');
    expect(camryHeart).toHaveTextContent('Save');

    await user.click(camryHeart);
    await waitFor(() => expect(camryHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(camryHeart).toHaveTextContent('Saved');
    await user.click(civicHeart);
    await waitFor(() => expect(civicHeart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(requests).toEqual(['PUT car-2', 'DELETE car-1']));
  });

  it('puts the heart back and says why when the server refuses (the cap)', async () => {
    const cap = 'You can save up to 100 cars. Remove one to save another.';
    server.use(
      http.get('*/api/favourites', () => apiOk('Saved cars retrieved successfully', [])),
      http.put('*/api/favourites/:carId', () => apiError(409, cap)),
    );
    const { user } = renderPage(hearts, { path: '/all-product', token: tokenFor(CUSTOMER_CLAIMS) });
    await user.click(heart('Save Honda Civic'));
    expect(await screen.findByText(cap)).toBeInTheDocument();
    await waitFor(() => expect(heart('Save Honda Civic')).toHaveAttribute('aria-pressed', 'false'));
  });
});
