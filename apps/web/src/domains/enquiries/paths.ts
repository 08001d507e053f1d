import { PAGE_PATHS } from '@carshop/contract/page-paths';

/** Enquiry pages (issue 22), named once: the admin's list (in the contract: the shop's mails link to it) and a customer's own. */
export const enquiryPaths = {
  dashboardEnquiries: PAGE_PATHS.dashboardEnquiries,
  myEnquiries: PAGE_PATHS.myEnquiries,
  tradeIn: PAGE_PATHS.tradeIn,
} as const;
