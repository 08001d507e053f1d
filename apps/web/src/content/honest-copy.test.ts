import { FINANCE_TERMS } from '@carshop/contract/finance';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from './faq';
import { HERO_SLIDES } from './hero-slides';
import { FEATURE_CARDS, HOW_IT_WORKS_STEPS } from './home-highlights';
import { TESTIMONIALS } from './testimonials';

/** The home page's copy promises only what the shop does (issue 22): finance is a calculator; no trade-ins. */
describe('the home page copy', () => {
  const texts = [
    ...HERO_SLIDES.flatMap((slide) => [slide.eyebrow, slide.title, slide.text]),
    ...HOW_IT_WORKS_STEPS.flatMap((step) => [step.title, step.text]),
    ...FEATURE_CARDS.flatMap((card) => [card.title, card.text]),
    ...TESTIMONIALS.map((entry) => entry.testimonial),
    // The trade-in and maintenance answers say what the shop does not do.
    ...FAQ_ENTRIES.filter((entry) => !['trade-in', 'maintenance'].includes(entry.id)).map(
      (entry) => entry.answer,
    ),
  ];

  it('offers no trade-ins, service plans or round-the-clock support', () => {
    for (const text of texts)
      expect(text).not.toMatch(/trade[- ]?in|service (plan|centre)|maintenance plan|24\/7/i);
    const tradeIn = FAQ_ENTRIES.find((entry) => entry.id === 'trade-in');
    expect(tradeIn?.answer).toMatch(/^Not at the moment: we sell cars but do not take them in part exchange/);
    const maintenance = FAQ_ENTRIES.find((entry) => entry.id === 'maintenance');
    expect(maintenance?.answer).toMatch(/^We do not run a service centre or sell service plans/);
  });

  it("describes financing as the calculator does: its terms, an estimate and no lender's promise", () => {
    const financing = FAQ_ENTRIES.find((entry) => entry.id === 'financing')?.answer ?? '';
    expect(financing).toContain(`a term of ${FINANCE_TERMS[0]} to ${FINANCE_TERMS.at(-1)} months`);
    expect(financing).toContain('an estimate, not an offer of credit');
    for (const text of texts) expect(text).not.toMatch(/approved in minutes|lenders/i);
  });
});
