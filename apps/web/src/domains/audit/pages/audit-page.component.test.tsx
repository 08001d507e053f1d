import type { AuditEntry } from '@carshop/contract/audit';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { server } from '@/test/server';
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

function serveAudit(entries: AuditEntry[]) {
  const asked: string[] = [];
  server.use(
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

  it('says when nothing has been changed yet', async () => {
    serveAudit([]);
    renderAudit();
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });
});
