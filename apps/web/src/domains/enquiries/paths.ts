/** Enquiry pages (issue 22), named once: the admin's list and a customer's own. */
export const enquiryPaths = {
  dashboardEnquiries: '/dashboard/enquiries',
  myEnquiries: '/dashboard/my-enquiries',
} as const;
