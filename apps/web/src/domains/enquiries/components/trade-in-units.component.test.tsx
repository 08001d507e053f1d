import type { TradeIn } from '@carshop/contract/enquiry';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setShopUnits } from '@/lib/units';
import { anEnquiry } from '@/test/factories';
import { renderPage } from '@/test/render';
import { EnquirySubject } from './enquiry-subject';
import { TradeInForm } from './trade-in-form';
import { TradeInOfferPanel } from './trade-in-offer';

afterEach(() => setShopUnits(undefined));

const TRADE_IN: TradeIn = {
  vin: null,
  registration: 'AB12 CDE',
  make: 'Ford',
  model: 'Focus',
  year: 2019,
  mileage: 54_000,
  condition: 'good',
  photos: [],
  offer: null,
};
const enquiry = anEnquiry({ type: 'trade-in', car: null, tradeIn: TRADE_IN });

/** Where a trade-in's mileage appears: the form, the offer (the buyer's and staff's facts), the enquiries list. */
const renderEverywhere = () =>
  renderPage(
    <>
      <TradeInForm sender={undefined} carId={undefined} onSent={() => {}} />
      <TradeInOfferPanel enquiry={enquiry} tradeIn={TRADE_IN} />
      <EnquirySubject enquiry={enquiry} />
    </>,
  );

describe("a trade-in's mileage in the shop's unit (SHOP_UNITS, issue 32)", () => {
  it('asks for and shows kilometres in a km shop', () => {
    setShopUnits('km');
    renderEverywhere();
    expect(screen.getByRole('textbox', { name: 'Mileage (km)' })).toBeInTheDocument();
    expect(screen.getByText('54,000 km')).toBeInTheDocument();
    expect(screen.getByText(/Their 2019 Ford Focus, 54,000 km/)).toBeInTheDocument();
  });

  it('asks for and shows miles in a miles shop, in the form, the offer and the enquiries list', () => {
    setShopUnits('miles');
    renderEverywhere();
    expect(screen.getByRole('textbox', { name: 'Mileage (mi)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mileage (km)' })).not.toBeInTheDocument();
    expect(screen.getByText('54,000 mi')).toBeInTheDocument();
    expect(screen.getByText(/Their 2019 Ford Focus, 54,000 mi/)).toBeInTheDocument();
    expect(screen.queryByText(/km/)).not.toBeInTheDocument();
  });
});
