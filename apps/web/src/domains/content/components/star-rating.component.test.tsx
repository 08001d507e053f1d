import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('star rating', () => {
  it.each([
    [4, '72px'],
    [5, '90px'],
    [1, '18px'],
  ])('reads out "Rated %i out of 5" and fills that many 18 px stars', (rating, width) => {
    render(<StarRating rating={rating} />);
    expect(screen.getByText(`Rated ${rating} out of 5`)).toBeInTheDocument();
    expect(screen.getByTestId('stars-filled')).toHaveStyle({ width });
    expect(screen.getByTestId('stars-filled')).toHaveAttribute('aria-hidden', 'true');
  });

  it('never fills more than five or fewer than none', () => {
    const { rerender } = render(<StarRating rating={9} />);
    expect(screen.getByTestId('stars-filled')).toHaveStyle({ width: '90px' });
    rerender(<StarRating rating={-1} />);
    expect(screen.getByTestId('stars-filled')).toHaveStyle({ width: '0px' });
  });
});
