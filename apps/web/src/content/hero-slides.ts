/** The three hero slides of the home page (spec §2: 3 slides, each with a Browse Cars button). */
export type HeroSlide = { id: number; eyebrow: string; title: string; text: string; image: string };

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 1,
    eyebrow: 'Find your next car',
    title: 'Drive home the car you have been dreaming of',
    text: 'Hundreds of checked sedans, SUVs, trucks, coupes and convertibles, with clear prices and no pressure.',
    image: '/images/hero/hero-1.svg',
  },
  {
    id: 2,
    eyebrow: 'Easy financing',
    title: 'A monthly payment that fits your budget',
    text: 'Work it out on any car’s page, compare terms in minutes and pick up the keys sooner than you think.',
    image: '/images/hero/hero-2.svg',
  },
  {
    id: 3,
    eyebrow: 'Delivered to your door',
    title: 'Buy online, we bring the car to you',
    text: 'Every car is inspected, cleaned and delivered with its full history, ready for the road.',
    image: '/images/hero/hero-3.svg',
  },
];

/** Auto-advance interval of the hero slider (spec §9). */
export const HERO_INTERVAL_MS = 3000;
