/** Placeholder company details shown in the footer and on the Contact Us page (spec §2: placeholder contact details). */
export const SITE = {
  name: 'CarShop',
  tagline: 'New and pre-owned cars, checked, priced fairly and delivered to your door.',
  email: 'hello@carshop.example',
  phone: '+1 (555) 010-2022',
  phoneHref: 'tel:+15550102022',
  address: '221 Motorway Avenue, Springfield, IL 62701',
  hours: 'Mon–Sat, 9:00–18:00',
  copyrightYear: 2022,
} as const;

/** Embedded map of the placeholder address (Contact Us page). */
export const MAP_EMBED_URL = 'https://www.google.com/maps?q=Springfield%2C%20Illinois&z=13&output=embed';
