import { CarIcon, GemIcon, HandCoinsIcon, HandshakeIcon, LightbulbIcon, WrenchIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { FeatureTile } from '../components/feature-tile';
import { contentPaths } from '../paths';

const VALUES = [
  {
    icon: LightbulbIcon,
    title: 'Innovation',
    text: 'We use modern tools to make finding, financing and buying a car simple and quick.',
  },
  {
    icon: HandshakeIcon,
    title: 'Integrity',
    text: 'Honest descriptions, clear prices and no pressure: we earn trust one car at a time.',
  },
  {
    icon: GemIcon,
    title: 'Excellence',
    text: 'Every car is inspected and every customer gets the service we would want ourselves.',
  },
];

const SERVICES = [
  {
    icon: CarIcon,
    title: 'Wide Range of Cars',
    text: 'Sedans, SUVs, trucks, coupes and convertibles from trusted brands, new and pre-owned.',
  },
  {
    icon: WrenchIcon,
    title: 'Car Maintenance',
    // We run no workshop (issue 22): the care we give is the inspection before a car is listed, and the guides.
    text: 'Every car is inspected before it is listed, and our guides and checklists help you look after it.',
  },
  {
    icon: HandCoinsIcon,
    title: 'Easy Financing',
    text: 'A finance calculator on every car’s page shows the monthly payment, total cost and interest before you apply.',
  },
];

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHeader
        eyebrow="Who we are"
        title="About Us"
        lead="Since 2010 we have helped thousands of drivers find the right car at a fair price, with service that lasts long after the sale."
      />
      <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Our Mission
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            To make buying a car as enjoyable as driving one: transparent, convenient and built around you.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title}>
              <FeatureTile {...value} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="services-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Our Services
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              From the first search to the day you drive away, we are with you.
            </p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.title}>
                <FeatureTile {...service} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="journey-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center gap-5 rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="journey-heading" className="text-3xl font-bold tracking-tight">
            Join Our Journey
          </h2>
          <p className="max-w-2xl text-lg text-brand-50">
            Whether you are buying your first car or your fifth, we would love to hear from you.
          </p>
          <ButtonLink
            to={contentPaths.contact}
            size="lg"
            variant="secondary"
            className="bg-white! text-brand-800! hover:bg-brand-50!"
          >
            Get in Touch
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
