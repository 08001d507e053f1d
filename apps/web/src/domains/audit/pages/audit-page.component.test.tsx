import type { AuditEntry } from '@carshop/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/factories';
import { renderPage } from '@/test/render';
import { apiOk, server } from '@/test/server';
import { ADMIN_CLAIMS, tokenFor } from '@/test/tokens';
import { AuditPage } from './audit-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: 'entry-1',
  at: '2026-11-27T06:15:00.000Z',
  actor: { _id: 'inv-1', name: 'Ivy Clerk', email: 'ivy@example.com', role: 'inventory' },
  kind: 'car.updated',
  target: { type: 'car', _id: 'car-1', label: '2022 Toyota Camry' },
  before: { price: 31500 },
  after: { price: 29999 },
  ...overrides,
});

/** The people the Person filter offers: the staff, never the customers. */
const USERS = [
  aUser({ _id: 'inv-1', name: 'Ivy Clerk', email: 'ivy@example.com', role: 'inventory' }),
  aUser({ _id: 'sales-1', name: 'Sam Sales', email: 'sam@example.com', role: 'sales' }),
  aUser(),
];

function serveAudit(entries: AuditEntry[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/auth/all-user', () => apiOk('Users retrieved successfully', USERS)),
    http.get('*/api/audit', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        success: true,
        message: 'Audit log retrieved successfully',
        data: entries,
        meta: { page: 1, limit: 10, total: entries.length, totalPage: 1 },
      });
    }),
  );
  return asked;
}

const renderAudit = () =>
  renderPage(<AuditPage />, { path: '/dashboard/audit', token: tokenFor(ADMIN_CLAIMS) });

describe('Audit log', () => {
  it('shows who changed what, from what to what', async () => {
    const asked = serveAudit([
      entry({}),
      entry({ _id: 'entry-2', kind: 'car.created', before: null, after: { year: 2022, price: 31500 } }),
    ]);
    renderAudit();
    await screen.findAllByText('Ivy Clerk');
    const rowOf = (kind: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(kind))!;
    const row = rowOf('Car changed');
    expect(within(row).getByText('Ivy Clerk')).toBeInTheDocument();
    expect(within(row).getByText(/Inventory · ivy@example.com/)).toBeInTheDocument();
    expect(row).toHaveTextContent(/price: 31,500 →\s*changed to\s*29,999/);
    const added = rowOf('Car added');
    expect(added).toHaveTextContent('year: 2022');
    expect(asked[0]).toContain('page=1');
  });

  it('filters by person (the staff) and by days, and says when nothing matches', async () => {
    const asked = serveAudit([]);
    const { user } = renderAudit();
    const person = await screen.findByLabelText('Person');
    await within(person).findByRole('option', { name: 'Sam Sales (sam@example.com)' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ivy Clerk (ivy@example.com)', 'Sam Sales (sam@example.com)']);
    await user.selectOptions(person, 'Sam Sales (sam@example.com)');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?page=1&limit=10&actor=sales-1&from=2026-11-01&to=2026-11-27'),
    );
    expect(await screen.findByText('No entry matches')).toBeInTheDocument();
  });

  it('says when nothing has been changed yet', async () => {
    serveAudit([]);
    renderAudit();
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });
});
