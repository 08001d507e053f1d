/** Static copy for the "How it works" steps and the feature cards of the home page (spec §2, sections 5 and 8). */
export type Highlight = { title: string; text: string };

export const HOW_IT_WORKS_STEPS: readonly Highlight[] = [
  { title: 'Search', text: 'Filter by category, price and keywords to find cars that match your needs.' },
  { title: 'Select', text: 'Compare up to three cars side by side, then pick the one that feels right.' },
  {
    title: 'Finance',
    text: 'Work out a monthly payment that suits your budget with the finance calculator on every car’s page.',
  },
  { title: 'Drive', text: 'Collect your car or have it delivered to your door, ready for the road.' },
];

export const FEATURE_CARDS: readonly Highlight[] = [
  { title: 'Certified Quality', text: 'Every car passes a 150-point inspection before it is listed.' },
  { title: 'Transparent Pricing', text: 'The price you see is the price you pay: no hidden fees.' },
  { title: 'Fast Delivery', text: 'Most cars reach your driveway within three working days.' },
  {
    title: 'Friendly Support',
    text: 'Ask about any car from its page and our team answers before, during and after your purchase.',
  },
];
