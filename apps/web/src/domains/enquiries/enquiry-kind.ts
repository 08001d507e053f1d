/** The kinds of enquiry the car page's buttons open, and what they need to know of the car. */
export type EnquiryKind = 'question' | 'test-drive';
export type EnquiryCar = { _id: string; brand: string; model: string; year: number };
