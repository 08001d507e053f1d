import { FAQ_ENTRIES } from '@/content/faq';
import { FaqList } from './faq-list';
import { HomeSection } from './home-section';

export function HomeFaq() {
  return (
    <HomeSection
      id="faq"
      eyebrow="Good to know"
      title="Frequently Asked Questions"
      lead="Financing, test drives, warranty, trade-ins, delivery and maintenance, answered."
      className="bg-slate-50"
    >
      <div className="mx-auto max-w-3xl">
        <FaqList entries={FAQ_ENTRIES} />
      </div>
    </HomeSection>
  );
}
