/** The nine static blog posts (spec §2 "Blog teaser": id, title, description, image, date). */
export type BlogPost = { id: number; title: string; description: string; image: string; date: string };

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    title: 'How to Choose the Right Sedan for Your Daily Commute',
    description:
      'Fuel economy, comfort and boot space all matter when you spend an hour a day behind the wheel. Here is how to weigh them.',
    image: '/images/blog/blog-1.svg',
    date: '2024-01-05',
  },
  {
    id: 2,
    title: 'SUV Buying Guide: Space, Safety and Running Costs',
    description:
      'Three rows or two? All-wheel drive or not? We break down what families should look for before they sign.',
    image: '/images/blog/blog-2.svg',
    date: '2024-01-18',
  },
  {
    id: 3,
    title: 'Pickup Trucks That Work as Hard as You Do',
    description:
      'Towing capacity, payload and cab size explained in plain words, with tips for finding a truck that fits your job.',
    image: '/images/blog/blog-3.svg',
    date: '2024-02-02',
  },
  {
    id: 4,
    title: 'Coupes Are Back: Why Two Doors Still Make Sense',
    description:
      'Sharper handling, lighter bodies and timeless looks: the case for a coupe, and what to check on a used one.',
    image: '/images/blog/blog-4.svg',
    date: '2024-02-20',
  },
  {
    id: 5,
    title: 'Top Down: Caring for a Convertible Year-Round',
    description:
      'Soft tops and folding hard tops need a little attention. Keep yours watertight and quiet with these simple habits.',
    image: '/images/blog/blog-5.svg',
    date: '2024-03-08',
  },
  {
    id: 6,
    title: 'Car Financing 101: Understanding Your Monthly Payment',
    description:
      'Interest rate, term and deposit each change what you pay. Learn how they interact before you visit the dealer.',
    image: '/images/blog/blog-6.svg',
    date: '2024-03-22',
  },
  {
    id: 7,
    title: 'Trade-In Tips: Getting the Best Value for Your Old Car',
    description:
      'A clean car, a full service history and a little research can add hundreds to your trade-in offer.',
    image: '/images/blog/blog-7.svg',
    date: '2024-04-10',
  },
  {
    id: 8,
    title: 'Seasonal Maintenance Checklist for Every Driver',
    description:
      'Tyres, fluids, wipers and battery: a short checklist that keeps your car safe through heat, rain and frost.',
    image: '/images/blog/blog-8.svg',
    date: '2024-04-28',
  },
  {
    id: 9,
    title: 'What to Expect on Your First Test Drive',
    description:
      'Plan a route with motorway, town and parking, and bring this list of things to listen, look and feel for.',
    image: '/images/blog/blog-9.svg',
    date: '2024-05-15',
  },
];

/** The home page shows the first six posts (spec §9). */
export const BLOG_TEASER_COUNT = 6;
