/**
 * Static questions and answers for the home FAQ section and the FAQ page (spec §2: financing, test drive,
 * warranty, trade-in, home delivery, maintenance). The answers promise only what the shop does (issue 22): the
 * finance calculator (its terms: FINANCE_TERMS, checked by honest-copy.test.ts), test drives booked from a car's
 * page, delivery; no trade-ins, no service centre.
 */
export type FaqEntry = { id: string; question: string; answer: string };

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'financing',
    question: 'Do you offer financing options?',
    answer:
      'We help you plan it: every car’s page has a finance calculator. Choose a down payment (an amount or a percentage), a term of 12 to 84 months and a rate to see the monthly payment, the total paid and the interest. It is an estimate, not an offer of credit: ask us about the car and we will talk you through the next steps.',
  },
  {
    id: 'test-drive',
    question: 'Can I book a test drive before buying?',
    answer:
      'Of course. Choose Book a test drive on the car’s page and pick a day and a time within our opening hours; we get back to you to confirm it and have the car ready at our showroom.',
  },
  {
    id: 'warranty',
    question: 'Do your cars come with a warranty?',
    answer:
      'Every new car carries its manufacturer’s warranty. For a pre-owned car, ask us about it from its page and we will tell you what cover it still has before you buy.',
  },
  {
    id: 'trade-in',
    question: 'Can I trade in my current car?',
    answer:
      'Not at the moment: we sell cars but do not take them in part exchange. Selling your current car privately first and putting the money towards your down payment works well; the finance calculator shows what it does to your monthly payment.',
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
      'We do not run a service centre or sell service plans. Every car is inspected before it is listed, and our blog’s maintenance guides and checklists help you keep it in good shape.',
  },
];
