/** Static questions and answers for the home FAQ section and the FAQ page (spec §2). */
export type FaqEntry = { id: string; question: string; answer: string };

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'financing',
    question: 'Do you offer financing options?',
    answer:
      'Yes. We work with several lenders to offer flexible loans with terms from 12 to 72 months. You can see an estimate before you commit, and a deposit is optional for most cars.',
  },
  {
    id: 'test-drive',
    question: 'Can I book a test drive before buying?',
    answer:
      'Of course. Contact us with the car you are interested in and a time that suits you, and we will have it ready at our showroom or bring it to you.',
  },
  {
    id: 'warranty',
    question: 'Do your cars come with a warranty?',
    answer:
      'Every new car carries the manufacturer’s warranty, and every pre-owned car comes with our 12-month limited warranty covering the engine, gearbox and electrics.',
  },
  {
    id: 'trade-in',
    question: 'Can I trade in my current car?',
    answer:
      'Yes. Tell us the make, model, year and mileage and we will give you a fair offer that you can put straight towards your next car.',
  },
  {
    id: 'home-delivery',
    question: 'Do you deliver cars to my home?',
    answer:
      'We deliver to your door anywhere within our service area. The car arrives cleaned, fuelled and with all its documents, and we walk you through it on arrival.',
  },
  {
    id: 'maintenance',
    question: 'Do you offer maintenance and servicing?',
    answer:
      'Our service centre handles routine maintenance, repairs and inspections for every brand we sell. Service plans can be added when you buy.',
  },
];
