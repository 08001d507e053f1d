import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCar } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CarGrid } from '../car-grid';
import { CompareBarSlot } from '../compare-bar-slot';

const car = (_id: string, brand: string, model: string) => aCar({ _id, brand, model });
const cars = [
  car('car-1', 'Honda', 'Civic'),
  car('car-2', 'Toyota', 'Camry'),
  car('car-3', 'Mazda', 'CX-5'),
  car('car-4', 'Ford', 'Focus'),
];

afterEach(() => localStorage.clear());

const compareButton = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });

describe('Compare on the car cards and the compare bar', () => {
  it('takes up to three cars, explains why a fourth does not fit, and keeps the choice in local storage', async () => {
    const { user } = renderPage(
      <>
        <CarGrid cars={cars} />
        <CompareBarSlot />
      </>,
    );
    for (const name of ['Honda Civic', 'Toyota Camry', 'Mazda CX-5']) {
      await user.click(compareButton(name));
      expect(compareButton(name)).toHaveAttribute('aria-pressed', 'true');
    }
    const bar = await screen.findByRole('complementary', { name: 'Cars to compare' });
    expect(within(bar).getByText('(3 of 3)')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Honda Civic', 'Toyota Camry', 'Mazda CX-5']);
    expect(within(bar).getByRole('link', { name: 'Compare cars' })).toHaveAttribute(
      'href',
      '/compare?ids=car-1,car-2,car-3',
    );

    await user.click(compareButton('Ford Focus'));
    expect(
      await screen.findByText(
        'You can compare up to 3 cars at once. Remove one from the comparison to add the Ford Focus.',
      ),
    ).toBeInTheDocument();
    expect(compareButton('Ford Focus')).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toEqual([
      { _id: 'car-1', brand: 'Honda', model: 'Civic' },
      { _id: 'car-2', brand: 'Toyota', model: 'Camry' },
      { _id: 'car-3', brand: 'Mazda', model: 'CX-5' },
    ]);

    // Removing one (from the bar) makes room; pressing Compare again takes a car out.
    await user.click(within(bar).getByRole('button', { name: 'Remove Toyota Camry from the comparison' }));
    expect(compareButton('Toyota Camry')).toHaveAttribute('aria-pressed', 'false');
    await user.click(compareButton('Ford Focus'));
    expect(compareButton('Ford Focus')).toHaveAttribute('aria-pressed', 'true');
    await user.click(compareButton('Honda Civic'));
    expect(within(bar).getByRole('link', { name: 'Compare cars' })).toHaveAttribute(
      'href',
      '/compare?ids=car-3,car-4',
    );

    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Cars to compare' })).not.toBeInTheDocument();
    expect(localStorage.getItem('compare')).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    renderPage(<CarGrid cars={cars} />);
    expect(compareButton('Mazda CX-5')).toHaveAttribute('aria-pressed', 'false');
    const stored = JSON.stringify([{ _id: 'car-3', brand: 'Mazda', model: 'CX-5' }]);
    localStorage.setItem('compare', stored);
    window.dispatchEvent(new StorageEvent('storage', { key: 'compare', newValue: stored }));
    expect(
      await screen.findByRole('button', { name: 'Compare Mazda CX-5', pressed: true }),
    ).toBeInTheDocument();
  });
});
