import type { ServerPage } from '@/lib/page-route';
import { enquiryPaths } from './paths';

/** The server's part of the trade-in page (routes.ts): its head. The form needs no data; the car wanted loads after. */
export const tradeInPage: ServerPage = {
  head: () => ({
    title: 'Value my trade-in',
    description:
      'What is your car worth? Tell us about it, add photos, and get an offer by email that goes towards your next car.',
    canonical: enquiryPaths.tradeIn,
  }),
};
