import { testDriveSlots, weekdayOf } from '@carshop/contract/opening-hours';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { apiOk, server } from '@/test/server';
import { CUSTOMER_CLAIMS, tokenFor } from '@/test/tokens';
import { EnquiryButtons } from './enquiry-buttons';

const car = { _id: 'car-1', brand: 'Volvo', model: 'XC40', year: 2023 };
// 2026-12-04 is a Friday: the shop's "tomorrow" is Saturday the 5th, Sunday the 6th is closed.
const hours = {
  days: [null, ...Array(5).fill({ open: '09:00', close: '18:00' }), { open: '10:00', close: '16:00' }],
  summary: 'Mon–Fri 09:00–18:00, Sat 10:00–16:00',
  slotMinutes: 30,
  firstDate: '2026-12-05',
  lastDate: '2027-02-02',
};

function serveEnquiries() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/enquiries/opening-hours', () => apiOk('Opening hours', hours)),
    // The car's free times (issue 30): another buyer's confirmed test drive holds Saturday's 12:00.
    http.get('*/api/enquiries/free-slots', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      const slots = testDriveSlots(hours.days[weekdayOf(date)] ?? null);
      return apiOk('Free test-drive times', { date, slots: slots.filter((slot) => slot !== '12:00') });
    }),
    http.post('*/api/enquiries', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return apiOk('Thank you! We will call you to confirm your test drive.', {
        _id: 'e-1',
        status: 'new',
        phone: null,
        car: { _id: car._id, title: 'Volvo XC40 (2023)' },
        user: null,
        preferredDate: null,
        preferredTime: null,
        createdAt: '2026-12-04T10:00:00.000Z',
        updatedAt: '2026-12-04T10:00:00.000Z',
        ...body,
      });
    }),
    http.get('*/api/auth/user/get-me/:id', () =>
      apiOk('User', {
        _id: 'customer-1',
        id: 'customer-1',
        name: 'Ada Lovelace',
        email: 'customer@example.com',
      }),
    ),
  );
  return bodies;
}

describe('the car page’s enquiry buttons', { timeout: 20_000 }, () => {
  it('open a test-drive form that offers only the open day’s slots, then send it', async () => {
    const bodies = serveEnquiries();
    const { user } = renderPage(<EnquiryButtons car={car} />, { path: '/products/car-1' });
    await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a test drive of the Volvo XC40' });
    const day = await within(dialog).findByLabelText('Preferred day');
    const time = within(dialog).getByLabelText('Preferred time');
    expect(day).toHaveAttribute('min', '2026-12-05');
    expect(day).toHaveAttribute('max', '2027-02-02');
    expect(time).toBeDisabled();

    // A Sunday: closed, said so; a Saturday: 10:00 to 15:30.
    await user.type(day, '2026-12-06');
    expect(within(time).getByRole('option', { name: 'Closed on Sundays' })).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '2026-12-05');
    await within(time).findByRole('option', { name: '15:30' });
    const slots = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(slots[1]).toBe('10:00');
    expect(slots.at(-1)).toBe('15:30');
    expect(slots).not.toContain('12:00');

    await user.click(within(dialog).getByRole('button', { name: 'Request test drive' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a time for your test drive')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+1 202 555 0142');
    await user.selectOptions(time, '11:30');
    await user.click(within(dialog).getByRole('button', { name: 'Request test drive' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! We will call you to confirm your test drive.You asked for Saturday, Dec 5 at 11:30.',
    );
    expect(bodies).toEqual([
      {
        type: 'test-drive',
        carId: 'car-1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 202 555 0142',
        message: 'I would like to test drive the Volvo XC40 (2023).',
        preferredDate: '2026-12-05',
        preferredTime: '11:30',
      },
    ]);
  });

  it('fill in a signed-in customer’s name and email', async () => {
    serveEnquiries();
    const { user } = renderPage(<EnquiryButtons car={car} />, {
      path: '/products/car-1',
      token: tokenFor(CUSTOMER_CLAIMS),
    });
    await user.click(screen.getByRole('button', { name: 'Ask about this car' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask about the Volvo XC40' });
    expect(await within(dialog).findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('customer@example.com');
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('');
  });

  it('put the server’s messages on the fields they are about', async () => {
    serveEnquiries();
    server.use(
      http.post('*/api/enquiries', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'We are closed on Saturdays. Choose another day.',
            errors: [
              { path: 'body.preferredDate', message: 'We are closed on Saturdays. Choose another day.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage(<EnquiryButtons car={car} />, { path: '/products/car-1' });
    await user.click(screen.getByRole('button', { name: 'Book a test drive' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Preferred day'), '2026-12-05');
    await user.type(within(dialog).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+1 202 555 0142');
    await user.selectOptions(within(dialog).getByLabelText('Preferred time'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Request test drive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We are closed on Saturdays');
    expect(within(dialog).getAllByText(/closed on Saturdays/)).toHaveLength(1);
    expect(within(dialog).getByLabelText('Preferred day')).toHaveAttribute('aria-invalid', 'true');
  });
});
