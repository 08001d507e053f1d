/** The values of the car page's enquiry form; a question leaves the test drive's day and time blank. */
export type EnquiryFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
  preferredDate: string;
  preferredTime: string;
};
