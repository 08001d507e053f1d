import type { Enquiry } from '@carshop/contract/enquiry';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/ui/loading-block';
import { PageHeader } from '@/components/ui/page-header';
import { useGetMeQuery } from '@/domains/users/api';
import { selectSessionUser } from '@/lib/session';
import { productPath } from '@/lib/site-paths';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useWantedCarQuery } from '../api';
import { TradeInForm } from '../components/trade-in-form';
import { enquiryPaths } from '../paths';

/**
 * /trade-in (issue 32): "Value my trade-in", from the menu, a car's page (`?car=` the car wanted) and checkout. A
 * signed-in buyer's details are filled in and the offer shows in their enquiries; a visitor gets it by email.
 */
export function TradeInPage() {
  usePageTitle('Value my trade-in');
  const [params] = useSearchParams();
  const carId = params.get('car')?.trim() || undefined;
  const [sent, setSent] = useState<{ enquiry: Enquiry; message: string } | null>(null);
  return (
    <>
      <PageHeader
        eyebrow="Trade-in"
        title="Value my trade-in"
        lead="Tell us about the car you would trade in. We value it and email you an offer, usually within a working day."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {carId ? <WantedCar id={carId} /> : null}
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {sent ? (
            <Sent {...sent} />
          ) : (
            <Prefilled carId={carId} onSent={(enquiry, message) => setSent({ enquiry, message })} />
          )}
        </section>
      </div>
    </>
  );
}

function WantedCar({ id }: { id: string }) {
  const query = useWantedCarQuery(id);
  const car = query.data?.data;
  if (!car) return null;
  return (
    <p className="rounded-lg bg-brand-50 p-4 text-brand-900">
      For the{' '}
      <Link to={productPath(car._id)} className="font-semibold underline underline-offset-4">
        {car.year} {car.brand} {car.model}
      </Link>
      : the offer can go towards it.
    </p>
  );
}

/** For a signed-in buyer, the form waits for their account so that it starts filled in. */
function Prefilled(props: {
  carId: string | undefined;
  onSent: (enquiry: Enquiry, message: string) => void;
}) {
  const user = useAppSelector(selectSessionUser);
  const me = useGetMeQuery(user?.id ?? '', { skip: !user });
  if (user && me.isLoading)
    return (
      <LoadingBlock
        label="Filling in your details"
        className="grid gap-4"
        skeletons={['h-16 w-full', 'h-16 w-full']}
      />
    );
  const sender = user
    ? { name: me.data?.data.name ?? '', email: me.data?.data.email ?? user.email }
    : undefined;
  return <TradeInForm sender={sender} {...props} />;
}

function Sent({ enquiry, message }: { enquiry: Enquiry; message: string }) {
  const signedIn = useAppSelector(selectSessionUser) !== null;
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-4 text-green-900">
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div className="grid gap-1">
        <p ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Your trade-in request is on its way
        </p>
        <p>{message}</p>
        <p className="text-sm">
          We will email <strong className="break-all">{enquiry.email}</strong>.
          {signedIn ? (
            <>
              {' '}
              The offer also shows in{' '}
              <Link to={enquiryPaths.myEnquiries} className="font-medium underline underline-offset-4">
                My Enquiries
              </Link>
              , where you can accept it.
            </>
          ) : (
            ' Sign in with that address to accept the offer.'
          )}
        </p>
      </div>
    </div>
  );
}
