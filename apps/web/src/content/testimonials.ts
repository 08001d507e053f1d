/** Ten static testimonials for the home page slider (spec §2). */
export type Testimonial = {
  id: number;
  name: string;
  location: string;
  testimonial: string;
  profileImage: string;
  rating: 1 | 2 | 3 | 4 | 5;
  designation: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Amelia Rhodes',
    location: 'Austin, TX',
    testimonial:
      'Found the exact SUV I wanted in an afternoon. The price was clear from the start and delivery was on time.',
    profileImage: '/images/avatars/avatar-1.svg',
    rating: 5,
    designation: 'Teacher',
  },
  {
    id: 2,
    name: 'Samuel King',
    location: 'Denver, CO',
    testimonial:
      'The filters made it easy to compare trucks in my budget. The team answered every question quickly.',
    profileImage: '/images/avatars/avatar-2.svg',
    rating: 5,
    designation: 'Contractor',
  },
  {
    id: 3,
    name: 'Maya Hassan',
    location: 'Seattle, WA',
    testimonial:
      'The finance calculator showed my monthly payment before I even called, no jargon. I would buy here again.',
    profileImage: '/images/avatars/avatar-3.svg',
    rating: 4,
    designation: 'Software Engineer',
  },
  {
    id: 4,
    name: 'Noah Johnson',
    location: 'Chicago, IL',
    testimonial:
      'Comparing three sedans side by side made the choice easy, and mine arrived detailed and ready to go. Great experience.',
    profileImage: '/images/avatars/avatar-4.svg',
    rating: 5,
    designation: 'Accountant',
  },
  {
    id: 5,
    name: 'Rafi Islam',
    location: 'Dhaka, Bangladesh',
    testimonial:
      'Clear photos, honest descriptions and no surprises at handover. Exactly what I expected from the listing.',
    profileImage: '/images/avatars/avatar-5.svg',
    rating: 5,
    designation: 'Business Owner',
  },
  {
    id: 6,
    name: 'Tara Adams',
    location: 'Portland, OR',
    testimonial:
      'Booking a test drive was simple and nobody pushed me. I took my time and chose the right convertible.',
    profileImage: '/images/avatars/avatar-6.svg',
    rating: 4,
    designation: 'Photographer',
  },
  {
    id: 7,
    name: 'Felix Carter',
    location: 'Miami, FL',
    testimonial:
      'Home delivery saved me a whole day. The car came with a full service record and a spare key.',
    profileImage: '/images/avatars/avatar-7.svg',
    rating: 5,
    designation: 'Nurse',
  },
  {
    id: 8,
    name: 'Lena Brooks',
    location: 'Boston, MA',
    testimonial:
      'Good selection of coupes and friendly support. Delivery took a day longer than planned, but they kept me posted.',
    profileImage: '/images/avatars/avatar-8.svg',
    rating: 4,
    designation: 'Architect',
  },
  {
    id: 9,
    name: 'Kiran Mehta',
    location: 'San Jose, CA',
    testimonial:
      'Tracking my order from the dashboard was reassuring. Every step was updated as it happened.',
    profileImage: '/images/avatars/avatar-9.svg',
    rating: 5,
    designation: 'Product Manager',
  },
  {
    id: 10,
    name: 'Daniel Price',
    location: 'Nashville, TN',
    testimonial:
      'Saved a few cars, watched their prices, then ordered the one I wanted. The whole thing took less than an hour.',
    profileImage: '/images/avatars/avatar-10.svg',
    rating: 3,
    designation: 'Musician',
  },
];
