import type { SavedSearch } from '@carshop/contract/saved-search';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { apiError, apiOk, heldAnswer, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { SavedSearchesPage } from './saved-searches-page';

const search: SavedSearch = {
  _id: 'search-1',
  name: 'Family SUVs',
  query: 'category=SUV',
  matching: 3,
  alerts: true,
  createdAt: '2024-02-01T00:00:00.000Z',
};

/** The buyer's one saved search; PATCH answered by `answer`. Returns the bodies sent. */
function serve(answer: () => Promise<Response> | Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/saved-searches', () => apiOk('Saved searches retrieved successfully', [search])),
    http.patch('*/api/saved-searches/:id', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const toggle = () => screen.findByRole('checkbox', { name: 'Email me new matches for Family SUVs' });

describe('"Email me new matches" (ADR 071)', () => {
  it('turns the alerts off at once, disabled while it is saved, and says so', async () => {
    const answer = heldAnswer();
    const sent = serve(async () => {
      await answer.until;
      return apiOk('No more emails about this search', { ...search, alerts: false });
    });
    const { user } = renderPage(<SavedSearchesPage />, {
      path: '/dashboard/searches',
      token: tokenFor(CUSTOMER_CLAIMS),
    });
    expect(await toggle()).toBeChecked();
    await user.click(await toggle());
    await waitFor(async () => {
      const box = await toggle();
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
    });
    answer.release();
    expect(await screen.findByText('No more emails about this search')).toBeInTheDocument();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    expect(sent).toEqual([{ alerts: false }]);
  });

  it('puts the choice back and says why when the server refuses', async () => {
    serve(() => apiError(404, 'Saved search not found'));
    const { user } = renderPage(<SavedSearchesPage />, {
      path: '/dashboard/searches',
      token: tokenFor(CUSTOMER_CLAIMS),
    });
    await user.click(await toggle());
    expect(await screen.findByText('Saved search not found')).toBeInTheDocument();
    await waitFor(async () => expect(await toggle()).toBeChecked());
  });
});
